/** Demo images drawn as SVG in code: no image library and nothing downloaded. */

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
}

/** A 256×256 round badge with the brand's initials. */
export function logoSvg(name: string, hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,35%)"/></linearGradient></defs>
<rect width="256" height="256" rx="48" fill="url(#g)"/>
<circle cx="128" cy="128" r="92" fill="none" stroke="rgba(255,255,255,0.35)" stroke-width="8"/>
<text x="128" y="150" font-family="Arial, Helvetica, sans-serif" font-size="84" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials(name))}</text>
</svg>`;
}

/** A 1200×400 banner with the brand name and its welcome bonus. */
export function coverSvg(name: string, tagline: string, hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">
<defs><linearGradient id="c" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="hsl(${hue},65%,25%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},70%,45%)"/></linearGradient></defs>
<rect width="1200" height="400" fill="url(#c)"/>
<g fill="rgba(255,255,255,0.08)"><circle cx="1050" cy="80" r="160"/><circle cx="150" cy="380" r="120"/><circle cx="700" cy="-40" r="110"/></g>
<text x="80" y="200" font-family="Arial, Helvetica, sans-serif" font-size="88" font-weight="700" fill="#fff">${escapeXml(name)}</text>
<text x="84" y="270" font-family="Arial, Helvetica, sans-serif" font-size="40" fill="rgba(255,255,255,0.85)">${escapeXml(tagline)}</text>
</svg>`;
}

/** An 800×600 promotion card with its category and title. */
export function promotionSvg(category: string, title: string, hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
<rect width="800" height="600" fill="hsl(${hue},55%,20%)"/>
<rect x="40" y="40" width="720" height="520" rx="32" fill="hsl(${(hue + 30) % 360},60%,40%)"/>
<text x="80" y="130" font-family="Arial, Helvetica, sans-serif" font-size="36" fill="rgba(255,255,255,0.8)">${escapeXml(category.toUpperCase())}</text>
<text x="80" y="320" font-family="Arial, Helvetica, sans-serif" font-size="56" font-weight="700" fill="#fff">${escapeXml(title.slice(0, 22))}</text>
<text x="80" y="390" font-family="Arial, Helvetica, sans-serif" font-size="56" font-weight="700" fill="#fff">${escapeXml(title.slice(22, 44))}</text>
</svg>`;
}
