/**
 * Where a page is shared to: each network's own share address with the page's absolute URL (and title where the
 * network takes one). Plain links, so they work before the app's scripts run; they open in a new tab.
 */
export interface ShareTarget {
  network: 'WhatsApp' | 'LinkedIn' | 'X';
  href: string;
}

export function shareTargets(url: string, title: string): ShareTarget[] {
  const u = encodeURIComponent(url);
  return [
    // wa.me takes one text: the title, then the address (WhatsApp turns it into a link preview).
    { network: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { network: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { network: 'X', href: `https://x.com/intent/post?text=${encodeURIComponent(title)}&url=${u}` },
  ];
}
