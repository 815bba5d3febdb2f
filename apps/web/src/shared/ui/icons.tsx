/** Small inline icons of the game screens (decorative: the buttons carrying them have text or a label). */
import type { ReactNode } from 'react';

function Icon({ children, size = 24, className }: { children: ReactNode; size?: number; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

const fill = (d: string) => <path fill="currentColor" d={d} />;
const line = (d: string) => <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" d={d} />;

export const FlameIcon = ({ size = 16 }: { size?: number }) => (
  <Icon size={size} className="icon-flame">
    {fill(
      'M12 2c1 3.5 5 6 5 11a5 5 0 0 1-10 0c0-2.2 1-3.8 2.3-5 .1 1.6.8 2.8 2 3.3C11 8.7 10.7 5.3 12 2Zm0 12.5c-1 1-1.6 1.9-1.6 3a1.6 1.6 0 0 0 3.2 0c0-1.1-.6-2-1.6-3Z',
    )}
  </Icon>
);

export const StarIcon = ({ size = 16 }: { size?: number }) => (
  <Icon size={size} className="icon-star">
    {fill('m12 2.5 2.9 6 6.6.8-4.9 4.5 1.3 6.5L12 17l-5.9 3.3 1.3-6.5-4.9-4.5 6.6-.8L12 2.5Z')}
  </Icon>
);

/** A day lost (Melimelo after 5 mistakes…): a cross in a ring, in the calendars and on the landing. */
export const LostIcon = ({ size = 16 }: { size?: number }) => (
  <Icon size={size} className="icon-lost">
    <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2.2" />
    {line('m8.5 8.5 7 7m0-7-7 7')}
  </Icon>
);

export const ChevronIcon = ({ direction }: { direction: 'left' | 'right' }) => (
  <Icon size={22}>{line(direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7')}</Icon>
);

export const BackIcon = () => <Icon>{line('M20 12H5m6-7-7 7 7 7')}</Icon>;
export const HelpIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="2" />
    {line('M9.5 9.3a2.6 2.6 0 0 1 5 .9c0 1.8-2.5 2.2-2.5 4')}
    <circle cx="12" cy="17.3" r="1.2" fill="currentColor" />
  </Icon>
);
export const BookIcon = () => <Icon>{line('M4 5.5C6.5 4 9.5 4 12 5.5v14C9.5 18 6.5 18 4 19.5v-14Zm8 0c2.5-1.5 5.5-1.5 8 0v14c-2.5-1.5-5.5-1.5-8 0')}</Icon>;
export const FeedbackIcon = () => <Icon>{line('M4 5h16v11H9l-5 4V5Zm4 4h8m-8 3h5')}</Icon>;
export const BulbIcon = () => <Icon size={20}>{line('M9 18h6m-5 3h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2V16h5v-.1c0-.8.4-1.5 1-2A6 6 0 0 0 12 3Z')}</Icon>;
export const PlayIcon = () => <Icon size={20}>{fill('M8 5.5v13l10.5-6.5L8 5.5Z')}</Icon>;
export const ShareIcon = () => <Icon size={20}>{line('M12 15V3m0 0L8 7m4-4 4 4M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7')}</Icon>;
export const CopyIcon = () => <Icon size={22}>{line('M9 9h11v11H9zM5 15H4V4h11v1')}</Icon>;
export const CloseIcon = () => <Icon size={22}>{line('M6 6l12 12M18 6 6 18')}</Icon>;
export const MailIcon = () => <Icon size={22}>{line('M3 6h18v12H3V6Zm0 0 9 7 9-7')}</Icon>;
export const FacebookIcon = () => (
  <Icon size={22}>{fill('M14 8V6.2c0-.8.5-1.2 1.2-1.2H17V2h-2.7C11.6 2 10.5 3.8 10.5 6v2H8v3h2.5v11H14V11h2.7l.5-3H14Z')}</Icon>
);
export const XIcon = () => (
  <Icon size={22}>{fill('M17.8 3h3.1l-6.8 7.7 8 10.3h-6.2l-4.9-6.3L5.3 21H2.2l7.2-8.2L1.8 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.3 4.7H5.5l11.2 14.5Z')}</Icon>
);
export const WhatsAppIcon = () => (
  <Icon size={22}>
    {line('M4 20l1.2-4A8.5 8.5 0 1 1 8.3 19L4 20Z')}
    {fill(
      'M9.2 7.8c.2-.3.6-.3.8 0l.8 1.7c.1.3 0 .5-.2.7l-.5.6c.6 1.2 1.6 2.2 2.9 2.9l.6-.5c.2-.2.5-.3.7-.2l1.7.8c.3.1.3.5.1.8-.5.9-1.3 1.3-2.3 1-2.6-.8-4.5-2.7-5.3-5.3-.2-1 .1-1.8.7-2.5Z',
    )}
  </Icon>
);
export const LinkedInIcon = () => (
  <Icon size={22}>
    {fill(
      'M4 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4ZM2.3 9h3.4v12H2.3V9Zm6 0h3.3v1.7c.5-.9 1.7-2 3.6-2 3.7 0 4.4 2.4 4.4 5.6V21h-3.4v-5.9c0-1.4 0-3.2-2-3.2s-2.3 1.5-2.3 3.1v6H8.3V9Z',
    )}
  </Icon>
);
export const TelegramIcon = () => (
  <Icon size={22}>
    {fill(
      'M21.5 3.6 2.8 10.8c-1.2.5-1.2 1.3 0 1.6l4.8 1.5 1.8 5.6c.2.6.4.8.9.8.4 0 .6-.2.9-.5l2.3-2.2 4.7 3.5c.9.5 1.5.2 1.7-.8l3.1-14.6c.3-1.3-.5-1.9-1.5-1.5ZM9 13.6l9.4-5.9c.5-.3.9-.1.5.2l-7.9 7.2-.3 3.4L9 13.6Z',
    )}
  </Icon>
);

/** Icons of the result tiers: a rocket (Express !), a trophy (C'est gagné !), a medal (Vous avez réussi !). */
export function TierIcon({ tier }: { tier: 'express' | 'won' | 'done' }) {
  if (tier === 'express') {
    return (
      <Icon size={20}>
        {fill(
          'M12 2c3.5 2 5.5 5.7 5 10l2.5 2.7-1 4.3-3-2.1H8.5l-3 2.1-1-4.3L7 12c-.5-4.3 1.5-8 5-10Zm0 6.2a1.8 1.8 0 1 0 0 3.6 1.8 1.8 0 0 0 0-3.6ZM10 18.5h4L12 22l-2-3.5Z',
        )}
      </Icon>
    );
  }
  if (tier === 'won') {
    return (
      <Icon size={20}>
        {fill(
          'M7 3h10v2h3v3a4 4 0 0 1-4 4h-.3A5 5 0 0 1 13 14.9V18h3v3H8v-3h3v-3.1A5 5 0 0 1 8.3 12H8a4 4 0 0 1-4-4V5h3V3Zm0 4H6v1c0 1 .7 1.8 1.6 2L7 7Zm10 0-.6 3c.9-.2 1.6-1 1.6-2V7h-1Z',
        )}
      </Icon>
    );
  }
  return (
    <Icon size={20}>
      {fill('M8 2h8l-2.5 6h-3L8 2Zm4 7a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13Zm0 2.6-1.2 2.5-2.7.4 2 1.9-.5 2.7 2.4-1.3 2.4 1.3-.5-2.7 2-1.9-2.7-.4-1.2-2.5Z')}
    </Icon>
  );
}
