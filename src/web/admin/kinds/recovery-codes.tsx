import { useEffect, useRef, useState } from 'react';
import { format } from '../../../shared/messages';
import { adminMessages } from '../../../shared/messages/admin';
import { Heading } from '../components/heading';
import { Notice, type NoticeValue } from '../components/notice';

const t = adminMessages.twoFactor;

/** Saves a text file in the browser (the recovery codes), without a server round trip. */
function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The recovery codes, shown once right after two-factor login is turned on: to copy or download as
 * a text file, then "Sudah saya simpan". The server keeps only their hashes.
 */
export function RecoveryCodes({ codes, username, onDone }: { codes: string[]; username: string; onDone: () => void }) {
  const heading = useRef<HTMLDivElement>(null);
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  const text = `${format(t.fileHeading, { username })}\n\n${codes.join('\n')}\n`;

  // They appear in place of the setup form: the focus goes to them, so they are read out.
  useEffect(() => heading.current?.focus(), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setNotice({ variant: 'success', text: t.copied });
    } catch {
      setNotice({ variant: 'danger', text: t.copyFailed });
    }
  }

  return (
    <div className="admin-card" aria-labelledby="recovery-codes-title" role="region">
      <div ref={heading} tabIndex={-1} id="recovery-codes-title">
        <Heading>{t.recoveryTitle}</Heading>
      </div>
      <p>{t.recoveryIntro}</p>
      <ul className="list-unstyled font-monospace fs-5 admin-recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Notice notice={notice} onClose={() => setNotice(null)} />
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-outline-primary" onClick={() => void copy()}>
          {t.copy}
        </button>
        <button
          type="button"
          className="btn btn-outline-primary"
          onClick={() => download(format(t.fileName, { username }), text)}
        >
          {t.download}
        </button>
        <button type="button" className="btn btn-primary" onClick={onDone}>
          {t.done}
        </button>
      </div>
    </div>
  );
}
