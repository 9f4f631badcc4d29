import { useState } from 'react';
import { MAX_IMAGE_BYTES } from '../../../shared/constants';
import { messages } from '../../../shared/messages';

/**
 * A chosen image file beside a form, with the size check done before a long upload, and a key that
 * empties the native file input when the form is cleared.
 */
export function useImageFile() {
  const [file, setFile] = useState<File | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const [progress, setProgress] = useState<number | null>(null);
  return {
    file,
    setFile,
    resetKey,
    progress,
    setProgress,
    clear() {
      setFile(null);
      setResetKey((key) => key + 1);
    },
    /** The message for a file the server would refuse for its size, if any. */
    sizeError(): string | undefined {
      return file && file.size > MAX_IMAGE_BYTES ? messages.validation.imageTooLarge : undefined;
    },
  };
}
