import { useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { tShare } from '../../i18n/fr-share.ts';
import { Modal } from '../ui/Modal.tsx';
import { CopyIcon, FacebookIcon, LinkedInIcon, MailIcon, ShareIcon, TelegramIcon, WhatsAppIcon, XIcon } from '../ui/icons.tsx';
import { toast } from '../toasts/toast-store.ts';
import { copyText } from './copy.ts';
import { canShareNatively, copiedText, PLATFORM_NAMES, platformUrl, SHARE_PLATFORMS, type SharePlatform } from './share.ts';
import './share.css';

const PLATFORM_ICONS: Record<SharePlatform, () => ReactNode> = {
  facebook: FacebookIcon,
  x: XIcon,
  whatsapp: WhatsAppIcon,
  linkedin: LinkedInIcon,
  telegram: TelegramIcon,
  email: MailIcon,
};

interface ShareModalProps {
  /** The game's name: the modal's and the share's title. */
  title: string;
  /** The game's colours (CSS variables). */
  style?: CSSProperties;
  slug: string;
  text: string;
  url: string;
  /** The networks offered; none for a share among friends (a league's line is no public post). */
  platforms?: readonly SharePlatform[];
  onClose(): void;
}

/** Sharing a result (document 1 §2, §8): copy, networks, mail and, where available, the native share. */
export function ShareModal({ title, slug, text, url, onClose, style, platforms = SHARE_PLATFORMS }: ShareModalProps) {
  const [manual, setManual] = useState(false);
  const [preview, setPreview] = useState(true);
  const content = { title, text, url };

  const copy = async () => {
    const outcome = await copyText(copiedText(text, url));
    if (outcome === 'manual') {
      toast.info(tShare('share.copy-manually'));
      setManual(true);
    } else {
      toast.success(tShare('share.copied'));
    }
  };

  const shareNatively = async () => {
    try {
      await navigator.share(content);
      toast.success(tShare('share.shared'));
    } catch (error) {
      if ((error as { name?: unknown } | null)?.name === 'AbortError') return; // The player closed the sheet.
      console.warn('Native share failed', error);
      toast.error(tShare('share.error'));
    }
  };

  return (
    <Modal title={title} onClose={onClose} className="share-modal" {...(style ? { style } : {})}>
      {preview && <img className="share-modal__preview" src={`/${slug}/thumbnail.png`} width="1200" height="630" alt="" onError={() => setPreview(false)} />}
      <p className="share-modal__text">{text}</p>
      <p className="share-modal__url">{url}</p>
      <div className="share-modal__actions">
        <button type="button" className="share-button" onClick={() => void copy()}>
          <CopyIcon />
          {tShare('share.copy')}
        </button>
        {platforms.map((platform) => {
          const Icon = PLATFORM_ICONS[platform];
          const email = platform === 'email';
          const name = email ? tShare('share.email-client') : PLATFORM_NAMES[platform];
          return (
            <a
              key={platform}
              className={`share-button share-button--${platform}`}
              href={platformUrl(platform, content)}
              {...(email ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
              onClick={() => toast.info(tShare('share.opening', { platform: name }))}
            >
              <Icon />
              {PLATFORM_NAMES[platform]}
            </a>
          );
        })}
        {canShareNatively() && (
          <button type="button" className="share-button" onClick={() => void shareNatively()}>
            <ShareIcon />
            {tShare('share.native')}
          </button>
        )}
      </div>
      {manual && <CopyDialog text={copiedText(text, url)} onClose={() => setManual(false)} {...(style ? { style } : {})} />}
    </Modal>
  );
}

/** Last step of the copy chain: the text, selected, for the player to copy by hand. */
export function CopyDialog({ text, onClose, style }: { text: string; onClose(): void; style?: CSSProperties }) {
  const area = useRef<HTMLTextAreaElement>(null);
  const select = () => {
    const element = area.current;
    if (element === null) return;
    element.focus();
    element.select();
    toast.info(tShare('share.text-selected'));
  };
  return (
    <Modal title={tShare('share.copy-dialog.title')} onClose={onClose} initialFocus={area} {...(style ? { style } : {})}>
      <textarea
        ref={area}
        className="copy-dialog__text"
        readOnly
        value={text}
        rows={4}
        aria-label={tShare('share.copy-dialog.title')}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="modal__footer">
        <button type="button" className="button button--ghost" onClick={select}>
          {tShare('share.copy-dialog.select')}
        </button>
        <button type="button" className="button button--primary" onClick={onClose}>
          {tShare('share.copy-dialog.done')}
        </button>
      </div>
    </Modal>
  );
}
