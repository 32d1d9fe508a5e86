/** The footer's element id: the lazy footer finds the server's footer by it before the footer's code arrives. */
export const FOOTER_ID = 'site-footer';
