/**
 * Part of the message catalogue: the labels of the fields of the Kuisioner screen's forms, which the
 * validation messages name too. Apart from the rest of the survey texts (surveys.ts), so that the
 * activity log names changed fields without loading them.
 */
export const surveyFieldNames = {
  prompt: 'Pertanyaan',
  options: 'Pilihan jawaban',
  option: 'Pilihan jawaban',
  kind: 'Jenis pertanyaan',
  periodName: 'Nama periode',
  startsOn: 'Tanggal mulai',
  endsOn: 'Tanggal selesai',
  followUpPlan: 'Rencana Tindak Lanjut',
  title: 'Judul',
  intro: 'Pengantar',
  minimumRespondents: 'Minimal responden',
  required: 'Wajib dijawab',
} as const;
