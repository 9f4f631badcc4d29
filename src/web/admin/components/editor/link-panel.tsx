import { useState } from 'react';
import type { Editor } from '@tiptap/react';
import { format, messages } from '../../../../shared/messages';
import { adminMessages } from '../../../../shared/messages/admin';
import { isHttpUrl } from '../../../../shared/schemas/common';
import { withHttpsScheme } from '../../../../shared/urls';
import { PanelAddressField } from './panel-address-field';

const e = adminMessages.editor;

interface Props {
  editor: Editor;
  onClose: () => void;
}

/**
 * Under the toolbar while "Link" is open: the address of the link at the cursor (empty for a new one),
 * "Pasang link" and, on a link, "Hapus link". It takes the focus when it opens; Escape closes it and
 * the focus goes back to the text.
 */
export function LinkPanel({ editor, onClose }: Props) {
  const onLink = editor.isActive('link');
  const [href, setHref] = useState(() => (editor.getAttributes('link').href as string | undefined) ?? '');
  const [linkError, setLinkError] = useState<string | null>(null);

  function applyLink() {
    // As the file-link forms read a link: `unim.ac.id` or `www.unim.ac.id` is stored with `https://`.
    const url = withHttpsScheme(href);
    if (!isHttpUrl(url) && !url.startsWith('mailto:')) {
      setLinkError(format(messages.validation.invalidUrl, { field: e.linkUrl }));
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
    onClose();
  }

  return (
    <PanelAddressField
      label={e.linkUrl}
      placeholder="https://"
      value={href}
      onChange={setHref}
      error={linkError}
      onSubmit={applyLink}
      onCancel={() => {
        editor.commands.focus();
        onClose();
      }}
    >
      <button type="button" className="btn btn-sm btn-primary" onClick={applyLink}>
        {adminMessages.action.applyLink}
      </button>
      {onLink && (
        <button
          type="button"
          className="btn btn-sm btn-outline-danger"
          onClick={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            onClose();
          }}
        >
          {adminMessages.action.removeLink}
        </button>
      )}
    </PanelAddressField>
  );
}
