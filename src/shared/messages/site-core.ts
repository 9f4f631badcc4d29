/**
 * Part of the message catalogue: the public site's texts that the back office needs too (its names,
 * the error page's title, the first text of the settings staff edit in Pengaturan Situs). The public
 * site reads them through `siteMessages`; the back office imports this small file alone, never the
 * public site's whole catalogue.
 */
export const siteCore = {
  name: 'P3M UNIM',
  fullName: 'Pusat Penelitian, Publikasi dan Pengabdian Kepada Masyarakat',
  university: 'Universitas Mayjen Sungkono',
  errorTitle: 'Terjadi kesalahan.',
  settingsDefaults: {
    heroTitle: 'Pusat Penelitian, Publikasi dan Pengabdian Kepada Masyarakat',
    heroSubtitle: 'Universitas Mayjen Sungkono — berkarya melalui riset dan pengabdian untuk masyarakat.',
    pageHeaderSubtitle: 'Kenali lebih dekat P3M dan Universitas Mayjen Sungkono.',
    footerAbout:
      'Mengelola dan mengembangkan penelitian, publikasi ilmiah dan pengabdian kepada masyarakat di Universitas Mayjen Sungkono.',
  },
} as const;
