//! Text drawn as strokes: a small single-line alphabet (capitals, digits, common punctuation
//! and the accents of Western European names), so that pictures need no font and a PNG shows
//! the same words as the SVG. The plain lower-case letters a-z have strokes of their own (a
//! tile id like `BA/RCr` must read as written: ids are case-sensitive); other lower-case
//! letters (accented ones) are drawn as small capitals.
//!
//! Glyphs are polylines on a grid 4 units wide and 6 high (y grows down, the baseline is at 6);
//! accents sit above the letter.

use std::fmt::Write;

type Stroke = &'static [(f32, f32)];

const O: &[Stroke] = &[&[
    (1.0, 0.0),
    (3.0, 0.0),
    (4.0, 1.0),
    (4.0, 5.0),
    (3.0, 6.0),
    (1.0, 6.0),
    (0.0, 5.0),
    (0.0, 1.0),
    (1.0, 0.0),
]];
const P: &[Stroke] = &[&[
    (0.0, 6.0),
    (0.0, 0.0),
    (3.0, 0.0),
    (4.0, 1.0),
    (4.0, 2.0),
    (3.0, 3.0),
    (0.0, 3.0),
]];
const Q: &[Stroke] = &[O[0], &[(2.5, 4.5), (4.0, 6.0)]];
const R: &[Stroke] = &[P[0], &[(2.0, 3.0), (4.0, 6.0)]];
/// What a character with no strokes of its own is drawn as. A `static`, so that every use
/// is the same address and [`has_glyph`] can tell it apart (a `const` may be copied to a new
/// address at each use, as it is in debug builds).
static BOX: &[Stroke] = &[&[(0.0, 0.0), (4.0, 0.0), (4.0, 6.0), (0.0, 6.0), (0.0, 0.0)]];

/// The strokes of a capital, digit or punctuation mark; `None` for a space.
///
/// Long by nature: this match is the alphabet's data table (one arm a character, its strokes
/// written out as points), with no logic between the arms to split off; a `match` keeps each
/// shape next to its character and lets the compiler turn the look-up into a jump table.
fn glyph(c: char) -> Option<&'static [Stroke]> {
    Some(match c {
        ' ' => return None,
        'A' => &[
            &[(0.0, 6.0), (2.0, 0.0), (4.0, 6.0)],
            &[(0.7, 4.0), (3.3, 4.0)],
        ],
        'B' => &[&[
            (0.0, 3.0),
            (3.0, 3.0),
            (4.0, 4.0),
            (4.0, 5.0),
            (3.0, 6.0),
            (0.0, 6.0),
            (0.0, 0.0),
            (3.0, 0.0),
            (4.0, 1.0),
            (4.0, 2.0),
            (3.0, 3.0),
        ]],
        'C' => &[&[
            (4.0, 1.0),
            (3.0, 0.0),
            (1.0, 0.0),
            (0.0, 1.0),
            (0.0, 5.0),
            (1.0, 6.0),
            (3.0, 6.0),
            (4.0, 5.0),
        ]],
        'D' => &[&[
            (0.0, 0.0),
            (0.0, 6.0),
            (2.5, 6.0),
            (4.0, 4.5),
            (4.0, 1.5),
            (2.5, 0.0),
            (0.0, 0.0),
        ]],
        'E' => &[
            &[(4.0, 0.0), (0.0, 0.0), (0.0, 6.0), (4.0, 6.0)],
            &[(0.0, 3.0), (3.0, 3.0)],
        ],
        'F' => &[
            &[(4.0, 0.0), (0.0, 0.0), (0.0, 6.0)],
            &[(0.0, 3.0), (3.0, 3.0)],
        ],
        'G' => &[&[
            (4.0, 1.0),
            (3.0, 0.0),
            (1.0, 0.0),
            (0.0, 1.0),
            (0.0, 5.0),
            (1.0, 6.0),
            (3.0, 6.0),
            (4.0, 5.0),
            (4.0, 3.5),
            (2.5, 3.5),
        ]],
        'H' => &[
            &[(0.0, 0.0), (0.0, 6.0)],
            &[(4.0, 0.0), (4.0, 6.0)],
            &[(0.0, 3.0), (4.0, 3.0)],
        ],
        'I' => &[
            &[(1.0, 0.0), (3.0, 0.0)],
            &[(2.0, 0.0), (2.0, 6.0)],
            &[(1.0, 6.0), (3.0, 6.0)],
        ],
        'J' => &[&[(4.0, 0.0), (4.0, 5.0), (3.0, 6.0), (1.0, 6.0), (0.0, 5.0)]],
        'K' => &[
            &[(0.0, 0.0), (0.0, 6.0)],
            &[(4.0, 0.0), (0.0, 3.5)],
            &[(1.2, 2.7), (4.0, 6.0)],
        ],
        'L' => &[&[(0.0, 0.0), (0.0, 6.0), (4.0, 6.0)]],
        'M' => &[&[(0.0, 6.0), (0.0, 0.0), (2.0, 3.0), (4.0, 0.0), (4.0, 6.0)]],
        'N' => &[&[(0.0, 6.0), (0.0, 0.0), (4.0, 6.0), (4.0, 0.0)]],
        'O' | '0' => O,
        'P' => P,
        'Q' => Q,
        'R' => R,
        'S' => &[&[
            (4.0, 1.0),
            (3.0, 0.0),
            (1.0, 0.0),
            (0.0, 1.0),
            (0.0, 2.0),
            (1.0, 3.0),
            (3.0, 3.0),
            (4.0, 4.0),
            (4.0, 5.0),
            (3.0, 6.0),
            (1.0, 6.0),
            (0.0, 5.0),
        ]],
        'T' => &[&[(0.0, 0.0), (4.0, 0.0)], &[(2.0, 0.0), (2.0, 6.0)]],
        'U' => &[&[
            (0.0, 0.0),
            (0.0, 5.0),
            (1.0, 6.0),
            (3.0, 6.0),
            (4.0, 5.0),
            (4.0, 0.0),
        ]],
        'V' => &[&[(0.0, 0.0), (2.0, 6.0), (4.0, 0.0)]],
        'W' => &[&[(0.0, 0.0), (1.0, 6.0), (2.0, 2.5), (3.0, 6.0), (4.0, 0.0)]],
        'X' => &[&[(0.0, 0.0), (4.0, 6.0)], &[(4.0, 0.0), (0.0, 6.0)]],
        'Y' => &[
            &[(0.0, 0.0), (2.0, 3.0), (4.0, 0.0)],
            &[(2.0, 3.0), (2.0, 6.0)],
        ],
        'Z' => &[&[(0.0, 0.0), (4.0, 0.0), (0.0, 6.0), (4.0, 6.0)]],
        '1' => &[
            &[(1.0, 1.0), (2.0, 0.0), (2.0, 6.0)],
            &[(1.0, 6.0), (3.0, 6.0)],
        ],
        '2' => &[&[
            (0.0, 1.0),
            (1.0, 0.0),
            (3.0, 0.0),
            (4.0, 1.0),
            (4.0, 2.0),
            (0.0, 6.0),
            (4.0, 6.0),
        ]],
        '3' => &[
            &[
                (0.0, 1.0),
                (1.0, 0.0),
                (3.0, 0.0),
                (4.0, 1.0),
                (4.0, 2.0),
                (3.0, 3.0),
                (1.5, 3.0),
            ],
            &[
                (3.0, 3.0),
                (4.0, 4.0),
                (4.0, 5.0),
                (3.0, 6.0),
                (1.0, 6.0),
                (0.0, 5.0),
            ],
        ],
        '4' => &[&[(3.0, 6.0), (3.0, 0.0), (0.0, 4.0), (4.0, 4.0)]],
        '5' => &[&[
            (4.0, 0.0),
            (0.0, 0.0),
            (0.0, 3.0),
            (3.0, 3.0),
            (4.0, 4.0),
            (4.0, 5.0),
            (3.0, 6.0),
            (0.0, 6.0),
        ]],
        '6' => &[&[
            (3.5, 0.0),
            (1.0, 0.0),
            (0.0, 1.0),
            (0.0, 5.0),
            (1.0, 6.0),
            (3.0, 6.0),
            (4.0, 5.0),
            (4.0, 4.0),
            (3.0, 3.0),
            (0.0, 3.0),
        ]],
        '7' => &[&[(0.0, 0.0), (4.0, 0.0), (1.5, 6.0)]],
        '8' => &[&[
            (1.0, 3.0),
            (0.0, 2.0),
            (0.0, 1.0),
            (1.0, 0.0),
            (3.0, 0.0),
            (4.0, 1.0),
            (4.0, 2.0),
            (3.0, 3.0),
            (1.0, 3.0),
            (0.0, 4.0),
            (0.0, 5.0),
            (1.0, 6.0),
            (3.0, 6.0),
            (4.0, 5.0),
            (4.0, 4.0),
            (3.0, 3.0),
        ]],
        '9' => &[&[
            (4.0, 3.0),
            (1.0, 3.0),
            (0.0, 2.0),
            (0.0, 1.0),
            (1.0, 0.0),
            (3.0, 0.0),
            (4.0, 1.0),
            (4.0, 5.0),
            (3.0, 6.0),
            (0.5, 6.0),
        ]],
        '.' => &[&[(2.0, 5.5), (2.0, 6.0)]],
        ',' => &[&[(2.0, 5.5), (1.5, 7.0)]],
        ':' => &[&[(2.0, 1.7), (2.0, 2.2)], &[(2.0, 5.5), (2.0, 6.0)]],
        '-' => &[&[(1.0, 3.0), (3.0, 3.0)]],
        '_' => &[&[(0.0, 6.5), (4.0, 6.5)]],
        '+' => &[&[(0.5, 3.0), (3.5, 3.0)], &[(2.0, 1.5), (2.0, 4.5)]],
        '\'' | '’' => &[&[(2.0, 0.0), (2.0, 1.5)]],
        '"' => &[&[(1.0, 0.0), (1.0, 1.5)], &[(3.0, 0.0), (3.0, 1.5)]],
        '(' => &[&[(2.5, 0.0), (1.5, 1.5), (1.5, 4.5), (2.5, 6.0)]],
        ')' => &[&[(1.5, 0.0), (2.5, 1.5), (2.5, 4.5), (1.5, 6.0)]],
        '/' => &[&[(0.5, 6.0), (3.5, 0.0)]],
        '!' => &[&[(2.0, 0.0), (2.0, 4.0)], &[(2.0, 5.5), (2.0, 6.0)]],
        '?' => &[
            &[
                (0.0, 1.0),
                (1.0, 0.0),
                (3.0, 0.0),
                (4.0, 1.0),
                (4.0, 2.0),
                (2.0, 3.5),
                (2.0, 4.2),
            ],
            &[(2.0, 5.5), (2.0, 6.0)],
        ],
        '*' => &[
            &[(2.0, 1.0), (2.0, 5.0)],
            &[(0.5, 2.0), (3.5, 4.0)],
            &[(0.5, 4.0), (3.5, 2.0)],
        ],
        '&' => &[&[
            (4.0, 6.0),
            (0.5, 2.0),
            (0.5, 1.0),
            (1.5, 0.0),
            (2.5, 1.0),
            (2.5, 2.0),
            (0.0, 4.5),
            (0.0, 5.2),
            (1.0, 6.0),
            (2.5, 6.0),
            (4.0, 4.0),
        ]],
        _ => BOX,
    })
}

/// Accents, drawn above the letter (y below 0).
#[derive(Clone, Copy)]
enum Mark {
    Grave,
    Acute,
    Circumflex,
    Diaeresis,
    Tilde,
    Ring,
    Cedilla,
    Stroke,
}

fn mark_strokes(m: Mark) -> &'static [Stroke] {
    match m {
        Mark::Grave => &[&[(1.5, -1.9), (2.5, -0.8)]],
        Mark::Acute => &[&[(1.5, -0.8), (2.5, -1.9)]],
        Mark::Circumflex => &[&[(1.0, -0.8), (2.0, -1.8), (3.0, -0.8)]],
        Mark::Diaeresis => &[&[(1.2, -1.4), (1.2, -0.9)], &[(2.8, -1.4), (2.8, -0.9)]],
        Mark::Tilde => &[&[(0.8, -0.9), (1.6, -1.6), (2.4, -0.9), (3.2, -1.6)]],
        Mark::Ring => &[&[
            (2.0, -2.0),
            (2.6, -1.4),
            (2.0, -0.8),
            (1.4, -1.4),
            (2.0, -2.0),
        ]],
        Mark::Cedilla => &[&[(2.0, 6.0), (2.6, 6.8), (1.6, 7.4)]],
        Mark::Stroke => &[&[(0.0, 6.0), (4.0, 0.0)]],
    }
}

/// A letter as its base capitals and accent: `é` is `E` with an acute accent, `ß` is `SS`.
fn decompose(c: char) -> (String, Option<Mark>) {
    let upper: String = c.to_uppercase().collect();
    let u = upper.chars().next().unwrap_or(c);
    let (base, mark) = match u {
        'À' => ('A', Mark::Grave),
        'Á' => ('A', Mark::Acute),
        'Â' => ('A', Mark::Circumflex),
        'Ã' => ('A', Mark::Tilde),
        'Ä' => ('A', Mark::Diaeresis),
        'Å' => ('A', Mark::Ring),
        'Ç' => ('C', Mark::Cedilla),
        'È' => ('E', Mark::Grave),
        'É' => ('E', Mark::Acute),
        'Ê' => ('E', Mark::Circumflex),
        'Ë' => ('E', Mark::Diaeresis),
        'Ì' => ('I', Mark::Grave),
        'Í' => ('I', Mark::Acute),
        'Î' => ('I', Mark::Circumflex),
        'Ï' => ('I', Mark::Diaeresis),
        'Ñ' => ('N', Mark::Tilde),
        'Ò' => ('O', Mark::Grave),
        'Ó' => ('O', Mark::Acute),
        'Ô' => ('O', Mark::Circumflex),
        'Õ' => ('O', Mark::Tilde),
        'Ö' => ('O', Mark::Diaeresis),
        'Ø' => ('O', Mark::Stroke),
        'Ù' => ('U', Mark::Grave),
        'Ú' => ('U', Mark::Acute),
        'Û' => ('U', Mark::Circumflex),
        'Ü' => ('U', Mark::Diaeresis),
        'Ý' | 'Ÿ' => (
            'Y',
            if u == 'Ý' {
                Mark::Acute
            } else {
                Mark::Diaeresis
            },
        ),
        _ => {
            let plain = match u {
                'Æ' => "AE".to_string(),
                'Œ' => "OE".to_string(),
                _ => upper,
            };
            return (plain, None);
        }
    };
    (base.to_string(), Some(mark))
}

/// The strokes of a plain lower-case letter (x-height 2 to 6, ascenders from 0, descenders to
/// 8); `None` for any other character.
///
/// Long by nature, like [`glyph`]: the lower-case alphabet's data table, one arm a letter.
fn lower(c: char) -> Option<&'static [Stroke]> {
    Some(match c {
        'a' => &[
            &[(4.0, 2.0), (4.0, 6.0)],
            &[
                (4.0, 3.0),
                (3.0, 2.0),
                (1.0, 2.0),
                (0.0, 3.0),
                (0.0, 5.0),
                (1.0, 6.0),
                (3.0, 6.0),
                (4.0, 5.0),
            ],
        ],
        'b' => &[
            &[(0.0, 0.0), (0.0, 6.0)],
            &[
                (0.0, 3.0),
                (1.0, 2.0),
                (3.0, 2.0),
                (4.0, 3.0),
                (4.0, 5.0),
                (3.0, 6.0),
                (1.0, 6.0),
                (0.0, 5.0),
            ],
        ],
        'c' => &[&[
            (4.0, 3.0),
            (3.0, 2.0),
            (1.0, 2.0),
            (0.0, 3.0),
            (0.0, 5.0),
            (1.0, 6.0),
            (3.0, 6.0),
            (4.0, 5.0),
        ]],
        'd' => &[
            &[(4.0, 0.0), (4.0, 6.0)],
            &[
                (4.0, 3.0),
                (3.0, 2.0),
                (1.0, 2.0),
                (0.0, 3.0),
                (0.0, 5.0),
                (1.0, 6.0),
                (3.0, 6.0),
                (4.0, 5.0),
            ],
        ],
        'e' => &[&[
            (0.0, 4.0),
            (4.0, 4.0),
            (4.0, 3.0),
            (3.0, 2.0),
            (1.0, 2.0),
            (0.0, 3.0),
            (0.0, 5.0),
            (1.0, 6.0),
            (3.0, 6.0),
            (4.0, 5.5),
        ]],
        'f' => &[
            &[(1.0, 6.0), (1.0, 1.0), (2.0, 0.0), (4.0, 0.0)],
            &[(0.0, 2.0), (3.0, 2.0)],
        ],
        'g' => &[
            &[(4.0, 2.0), (4.0, 7.0), (3.0, 8.0), (1.0, 8.0), (0.0, 7.5)],
            &[
                (4.0, 3.0),
                (3.0, 2.0),
                (1.0, 2.0),
                (0.0, 3.0),
                (0.0, 4.5),
                (1.0, 5.5),
                (3.0, 5.5),
                (4.0, 4.5),
            ],
        ],
        'h' => &[
            &[(0.0, 0.0), (0.0, 6.0)],
            &[(0.0, 3.0), (1.0, 2.0), (3.0, 2.0), (4.0, 3.0), (4.0, 6.0)],
        ],
        'i' => &[&[(2.0, 2.0), (2.0, 6.0)], &[(2.0, 0.3), (2.0, 0.9)]],
        'j' => &[
            &[(3.0, 2.0), (3.0, 7.0), (2.0, 8.0), (0.0, 8.0)],
            &[(3.0, 0.3), (3.0, 0.9)],
        ],
        'k' => &[
            &[(0.0, 0.0), (0.0, 6.0)],
            &[(4.0, 2.0), (0.0, 4.5)],
            &[(1.5, 3.6), (4.0, 6.0)],
        ],
        'l' => &[&[(2.0, 0.0), (2.0, 5.0), (3.0, 6.0)]],
        'm' => &[
            &[(0.0, 6.0), (0.0, 2.0)],
            &[(0.0, 3.0), (1.0, 2.0), (2.0, 3.0), (2.0, 6.0)],
            &[(2.0, 3.0), (3.0, 2.0), (4.0, 3.0), (4.0, 6.0)],
        ],
        'n' => &[
            &[(0.0, 6.0), (0.0, 2.0)],
            &[(0.0, 3.0), (1.0, 2.0), (3.0, 2.0), (4.0, 3.0), (4.0, 6.0)],
        ],
        'o' => &[&[
            (1.0, 2.0),
            (3.0, 2.0),
            (4.0, 3.0),
            (4.0, 5.0),
            (3.0, 6.0),
            (1.0, 6.0),
            (0.0, 5.0),
            (0.0, 3.0),
            (1.0, 2.0),
        ]],
        'p' => &[
            &[(0.0, 2.0), (0.0, 8.0)],
            &[
                (0.0, 3.0),
                (1.0, 2.0),
                (3.0, 2.0),
                (4.0, 3.0),
                (4.0, 5.0),
                (3.0, 6.0),
                (1.0, 6.0),
                (0.0, 5.0),
            ],
        ],
        'q' => &[
            &[(4.0, 2.0), (4.0, 8.0)],
            &[
                (4.0, 3.0),
                (3.0, 2.0),
                (1.0, 2.0),
                (0.0, 3.0),
                (0.0, 5.0),
                (1.0, 6.0),
                (3.0, 6.0),
                (4.0, 5.0),
            ],
        ],
        'r' => &[
            &[(0.0, 2.0), (0.0, 6.0)],
            &[(0.0, 3.5), (1.5, 2.0), (4.0, 2.0)],
        ],
        's' => &[&[
            (4.0, 2.5),
            (3.0, 2.0),
            (1.0, 2.0),
            (0.0, 2.8),
            (1.0, 3.8),
            (3.0, 4.2),
            (4.0, 5.2),
            (3.0, 6.0),
            (1.0, 6.0),
            (0.0, 5.5),
        ]],
        't' => &[
            &[(1.5, 0.5), (1.5, 5.0), (2.5, 6.0), (4.0, 6.0)],
            &[(0.0, 2.0), (3.5, 2.0)],
        ],
        'u' => &[
            &[(0.0, 2.0), (0.0, 5.0), (1.0, 6.0), (3.0, 6.0), (4.0, 5.0)],
            &[(4.0, 2.0), (4.0, 6.0)],
        ],
        'v' => &[&[(0.0, 2.0), (2.0, 6.0), (4.0, 2.0)]],
        'w' => &[&[(0.0, 2.0), (1.0, 6.0), (2.0, 3.5), (3.0, 6.0), (4.0, 2.0)]],
        'x' => &[&[(0.0, 2.0), (4.0, 6.0)], &[(4.0, 2.0), (0.0, 6.0)]],
        'y' => &[&[(0.0, 2.0), (2.0, 6.0)], &[(4.0, 2.0), (1.0, 8.0)]],
        'z' => &[&[(0.0, 2.0), (4.0, 2.0), (0.0, 6.0), (4.0, 6.0)]],
        _ => return None,
    })
}

/// Width of a lower-case glyph cell in grid units, with its spacing.
const LOWER_ADVANCE: f64 = 5.0;

/// Width of a glyph cell in grid units, with its spacing.
const ADVANCE: f64 = 5.6;
/// Lower-case letters are small capitals this much of the capital height.
const SMALL: f64 = 0.72;

/// Whether `c` is drawn with its own strokes (a space counts), not as a box.
pub fn has_glyph(c: char) -> bool {
    decompose(c)
        .0
        .chars()
        .all(|b| glyph(b).is_none_or(|g| !std::ptr::eq(g, BOX)))
}

/// How wide `text` is when drawn with capitals `cap` units high.
pub fn text_width(text: &str, cap: f64) -> f64 {
    let unit = cap / 6.0;
    text.chars()
        .map(|c| {
            if lower(c).is_some() {
                return LOWER_ADVANCE * unit;
            }
            let (base, _) = decompose(c);
            let scale = if c.is_lowercase() { SMALL } else { 1.0 };
            base.chars().count() as f64 * ADVANCE * unit * scale
        })
        .sum()
}

/// Path data drawing `text` from `x` on the baseline `y`, capitals `cap` units high; stroke it
/// (about `cap / 8` wide) rather than fill it.
pub fn text_path(text: &str, x: f64, y: f64, cap: f64) -> String {
    let unit = cap / 6.0;
    let mut d = String::new();
    let mut pen = x;
    for c in text.chars() {
        if let Some(g) = lower(c) {
            let top = y - 6.0 * unit;
            for st in g {
                for (k, &(gx, gy)) in st.iter().enumerate() {
                    let px = pen + f64::from(gx) * unit;
                    let py = top + f64::from(gy) * unit;
                    let _ = write!(d, "{}{px:.1},{py:.1} ", if k == 0 { 'M' } else { 'L' });
                }
            }
            pen += LOWER_ADVANCE * unit;
            continue;
        }
        let scale = if c.is_lowercase() { SMALL } else { 1.0 };
        let u = unit * scale;
        let (base, mark) = decompose(c);
        let top = y - 6.0 * u;
        let count = base.chars().count();
        for (i, b) in base.chars().enumerate() {
            let left = pen;
            let mut draw = |strokes: &[Stroke]| {
                for s in strokes {
                    for (k, &(gx, gy)) in s.iter().enumerate() {
                        let px = left + f64::from(gx) * u;
                        let py = top + f64::from(gy) * u;
                        let _ = write!(d, "{}{px:.1},{py:.1} ", if k == 0 { 'M' } else { 'L' });
                    }
                }
            };
            if let Some(g) = glyph(b) {
                draw(g);
            }
            if i + 1 == count {
                if let Some(m) = mark {
                    draw(mark_strokes(m));
                }
            }
            pen += ADVANCE * u;
        }
    }
    d
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_digits_and_accents_have_strokes() {
        for c in "AZaz09éÉñçøß&?".chars() {
            assert!(
                !text_path(&c.to_string(), 0.0, 10.0, 12.0).is_empty(),
                "{c}"
            );
        }
        assert!(text_path(" ", 0.0, 10.0, 12.0).is_empty());
        // An accent adds strokes to its letter.
        assert!(text_path("É", 0.0, 10.0, 12.0).len() > text_path("E", 0.0, 10.0, 12.0).len());
    }

    #[test]
    fn lower_case_letters_are_not_capitals() {
        for c in 'a'..='z' {
            let upper = c.to_ascii_uppercase().to_string();
            assert_ne!(
                text_path(&c.to_string(), 0.0, 10.0, 12.0),
                text_path(&upper, 0.0, 10.0, 12.0),
                "{c}"
            );
        }
    }

    #[test]
    fn width_grows_with_the_text_and_small_capitals_are_narrower() {
        assert!(text_width("Ria", 12.0) < text_width("RIA", 12.0));
        assert!(text_width("Ria (rood)", 12.0) > text_width("Ria", 12.0));
        assert_eq!(text_width("", 12.0), 0.0);
    }
}
