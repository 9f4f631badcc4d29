/** Loading texts (SPEC §8); a file of their own, as the public pages' script needs only these. */
export const loadingMessages = {
  data: 'Memuat data...',
  article: 'Memuat artikel...',
  video: 'Memuat video...',
  documents: 'Memuat dokumen...',
  news: 'Memuat berita...',
  generic: 'Memuat...',
};
