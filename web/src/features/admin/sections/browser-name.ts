/**
 * "Chrome 131 on Windows" from a User-Agent string: enough to tell an office PC from a phone. Unknown strings are
 * shown as they are, cut short. Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
 */
export function browserName(userAgent: string): string {
  const ua = userAgent.trim();
  if (!ua) return 'Unknown';
  const browsers: [string, RegExp][] = [
    ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
    ['Opera', /OPR\/(\d+)/],
    ['Samsung Internet', /SamsungBrowser\/(\d+)/],
    ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
    ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
    ['Safari', /Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari/],
  ];
  const systems: [string, RegExp][] = [
    ['Android', /Android/],
    ['iPhone', /iPhone/],
    ['iPad', /iPad/],
    ['Windows', /Windows/],
    ['macOS', /Mac OS X|Macintosh/],
    ['Linux', /Linux/],
  ];
  const browser = browsers.find(([, re]) => re.test(ua));
  const system = systems.find(([, re]) => re.test(ua))?.[0];
  if (!browser) return ua.length > 60 ? `${ua.slice(0, 59)}…` : ua;
  const version = browser[1].exec(ua)?.[1];
  return `${browser[0]}${version ? ` ${version}` : ''}${system ? ` on ${system}` : ''}`;
}
