/**
 * Part of the message catalogue: PDFs hosted beside links (docs/decisions/hosted-files.md). Imported by
 * the server's upload and the document forms' upload field only, so the back office's first screen
 * does not carry it.
 */
export const hostedFileMessages = {
  upload: 'Unggah PDF',
  uploading: 'Mengunggah PDF… {percent}%',
  uploaded: 'PDF terunggah: {pages} halaman, {size}.',
  hostedNote: 'File PDF disimpan di situs ini dan dibuka lewat link tetap.',
  validation: {
    notAPdf: 'File harus berupa PDF yang utuh (bukan gambar atau dokumen lain yang diganti namanya).',
    tooLarge: 'Ukuran PDF maksimal {max} MB.',
    missingFile: 'Pilih file PDF yang akan diunggah.',
    unknownFile: 'PDF yang diunggah tidak ditemukan; unggah ulang file-nya.',
  },
} as const;
