import { siteMessages } from '../../shared/messages/site';

/** Over a preview: that it is one, and whether visitors can see what it shows (the text says). */
export function PreviewBanner({ text }: { text: string }) {
  return (
    <div className="preview-banner" role="note">
      <div className="container container-article">
        <strong className="preview-banner-label">{siteMessages.preview.label}</strong> {text}
      </div>
    </div>
  );
}
