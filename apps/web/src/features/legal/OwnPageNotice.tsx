/** A provider that publishes its own legal page: said first, with the link (the portal's text follows). */
export function OwnPageNotice({ url, text, link }: { url: string; text: string; link: string }) {
  return (
    <p className="notice legal__own">
      {text}{' '}
      <a href={url} target="_blank" rel="noopener noreferrer">
        {link}
      </a>
    </p>
  );
}
