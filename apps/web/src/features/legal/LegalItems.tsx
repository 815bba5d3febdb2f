import type { ReactNode } from 'react';
import { tLegal as t } from '../../i18n/fr-legal.ts';

export interface LegalItem {
  label: string;
  value: string | null;
  /** How a given value shows (a link), when not as text. */
  shown?: ReactNode;
  /** A text of several lines (an address): one under the other. */
  lines?: boolean;
  /** « Non renseignée » (une adresse) rather than « Non renseigné ». */
  feminine?: boolean;
}

/** A text's non-blank lines, trimmed. */
export function textLines(text: string | null): string[] {
  return (
    text
      ?.split('\n')
      .map((line) => line.trim())
      .filter(Boolean) ?? []
  );
}

/** Labelled items of the legal pages; one not provided says so plainly, and points nowhere else. */
export function LegalItems({ items, testId }: { items: LegalItem[]; testId: string }) {
  return (
    <dl className="legal__items" data-testid={testId}>
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd>
            {item.value === null ? (
              <span className="legal__missing">{t(item.feminine ? 'legal.missing.f' : 'legal.missing')}</span>
            ) : item.shown ? (
              item.shown
            ) : item.lines ? (
              <span className="legal__lines">
                {textLines(item.value).map((line, index) => (
                  <span key={index}>{line}</span>
                ))}
              </span>
            ) : (
              item.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
