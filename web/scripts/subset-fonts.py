#!/usr/bin/env python3
"""Writes the site's self-hosted fonts (web/src/theme/fonts/*.woff2) from @fontsource's files: Latin plus the rupee
sign (U+20B9, which @fontsource ships only in its latin-ext file), no hinting, woff2. Run by hand when a font or the
character set changes, and commit the output: the build never subsets (decision 026).

    apt-get install -y python3-fonttools python3-brotli   # Debian's fontTools (PyPI is not needed)
    /usr/bin/python3 web/scripts/subset-fonts.py
"""
import os
import tempfile

from fontTools import subset
from fontTools.merge import Merger
from fontTools.ttLib import TTFont

HERE = os.path.dirname(os.path.abspath(__file__))
FONTSOURCE = os.path.join(HERE, '..', '..', 'node_modules', '@fontsource')
OUT = os.path.join(HERE, '..', 'src', 'theme', 'fonts')

# @fontsource's "latin" unicode-range, plus U+20B9 (₹).
LATIN = (
    '0000-00FF,0131,0152-0153,02BB-02BC,02C6,02DA,02DC,0304,0308,0329,2000-206F,20AC,2122,2191,2193,'
    '2212,2215,FEFF,FFFD'
)
UNICODES = LATIN + ',20B9'

FONTS = [
    ('inter', 400, 'inter-400.woff2'),
    ('inter', 600, 'inter-600.woff2'),
    ('merriweather', 700, 'merriweather-700.woff2'),
]


def to_ttf(path, tmp):
    font = TTFont(path)
    font.flavor = None
    out = os.path.join(tmp, os.path.basename(path).replace('.woff2', '.ttf'))
    font.save(out)
    return out


def main():
    with tempfile.TemporaryDirectory() as tmp:
        for family, weight, name in FONTS:
            files = os.path.join(FONTSOURCE, family, 'files')
            latin = to_ttf(os.path.join(files, f'{family}-latin-{weight}-normal.woff2'), tmp)
            ext = to_ttf(os.path.join(files, f'{family}-latin-ext-{weight}-normal.woff2'), tmp)
            # Only the rupee sign from latin-ext, then one font with both.
            rupee = os.path.join(tmp, f'{family}-{weight}-rupee.ttf')
            subset.main([ext, '--unicodes=20B9', '--layout-features=', f'--output-file={rupee}'])
            merged = Merger().merge([latin, rupee])
            whole = os.path.join(tmp, f'{family}-{weight}.ttf')
            merged.save(whole)
            out = os.path.join(OUT, name)
            subset.main([
                whole,
                f'--unicodes={UNICODES}',
                '--layout-features=kern,liga,calt,ccmp,locl,mark,mkmk,tnum,case',
                '--no-hinting',
                '--desubroutinize',
                '--flavor=woff2',
                f'--output-file={out}',
            ])
            check = TTFont(out)
            assert 0x20B9 in check.getBestCmap() and ord('A') in check.getBestCmap(), name
            print(f'{name}: {os.path.getsize(out)} bytes, {len(check.getGlyphOrder())} glyphs')


if __name__ == '__main__':
    main()
