//! A picture sheet of the tile catalogue: every tile of the chosen expansions, unturned, with
//! its letter, id and `seen` string, to hold next to a photo of the table.
//!
//! The tiles are drawn by [`super::svg::render`] (a board with every tile on its own, two
//! squares apart); the labels are drawn as strokes (a small built-in stroke font), so the
//! picture needs no font and looks the same as PNG.

use std::fmt::Write;

use super::svg;
use crate::carcassonne::catalogue::Catalogue;
use crate::carcassonne::geometry::{Pos, Rotation};
use crate::carcassonne::legality::placement::copies_allowed;
use crate::carcassonne::position::Position;
use crate::carcassonne::setup::{Setup, TileSetup};
use crate::carcassonne::transcription::Look;
use crate::carcassonne::variants::Rules;

/// Tiles per row.
const COLUMNS: usize = 8;

/// The widest a label may be (a tile and the square beside it, less a gap).
const LABEL_WIDTH: f64 = 2.0 * svg::TILE - 12.0;

/// The strokes of one character on a grid 4 wide and 6 high (lower-case descenders reach 8),
/// as polylines separated by `;`.
fn glyph(c: char) -> &'static str {
    match c {
        'A' => "0,6 0,2 2,0 4,2 4,6;0,3 4,3",
        'B' => "0,0 0,6 3,6 4,5 4,4 3,3 0,3;0,0 3,0 4,1 4,2 3,3",
        'C' => "4,0 0,0 0,6 4,6",
        'D' => "0,0 0,6 2,6 4,4 4,2 2,0 0,0",
        'E' => "4,0 0,0 0,6 4,6;0,3 3,3",
        'F' => "4,0 0,0 0,6;0,3 3,3",
        'G' => "4,0 0,0 0,6 4,6 4,3 2,3",
        'H' => "0,0 0,6;4,0 4,6;0,3 4,3",
        'I' => "1,0 3,0;2,0 2,6;1,6 3,6",
        'J' => "4,0 4,6 0,6 0,4",
        'K' => "0,0 0,6;4,0 0,3 4,6",
        'L' => "0,0 0,6 4,6",
        'M' => "0,6 0,0 2,3 4,0 4,6",
        'N' => "0,6 0,0 4,6 4,0",
        'O' => "0,0 4,0 4,6 0,6 0,0",
        'P' => "0,6 0,0 4,0 4,3 0,3",
        'Q' => "0,0 4,0 4,6 0,6 0,0;2,4 4,6",
        'R' => "0,6 0,0 4,0 4,3 0,3 4,6",
        'S' => "4,0 0,0 0,3 4,3 4,6 0,6",
        'T' => "0,0 4,0;2,0 2,6",
        'U' => "0,0 0,6 4,6 4,0",
        'V' => "0,0 2,6 4,0",
        'W' => "0,0 1,6 2,3 3,6 4,0",
        'X' => "0,0 4,6;4,0 0,6",
        'Y' => "0,0 2,3 4,0;2,3 2,6",
        'Z' => "0,0 4,0 0,6 4,6",
        '0' => "0,0 4,0 4,6 0,6 0,0;4,0 0,6",
        '1' => "1,1 2,0 2,6;1,6 3,6",
        '2' => "0,0 4,0 4,3 0,3 0,6 4,6",
        '3' => "0,0 4,0 4,6 0,6;1,3 4,3",
        '4' => "0,0 0,3 4,3;4,0 4,6",
        '5' => "4,0 0,0 0,3 4,3 4,6 0,6",
        '6' => "4,0 0,0 0,6 4,6 4,3 0,3",
        '7' => "0,0 4,0 2,6",
        '8' => "0,0 4,0 4,6 0,6 0,0;0,3 4,3",
        '9' => "4,3 0,3 0,0 4,0 4,6 0,6",
        'a' => "0,2 4,2 4,6 0,6 0,4 4,4",
        'b' => "0,0 0,6 4,6 4,2 0,2",
        'c' => "4,2 0,2 0,6 4,6",
        'd' => "4,0 4,6 0,6 0,2 4,2",
        'e' => "0,4 4,4 4,2 0,2 0,6 4,6",
        'f' => "4,0 2,0 2,6;1,2 3,2",
        'g' => "4,6 0,6 0,2 4,2 4,8 0,8",
        'h' => "0,0 0,6;0,2 4,2 4,6",
        'i' => "2,2 2,6;2,0.5 2,1",
        'k' => "0,0 0,6;4,2 0,4 4,6",
        'l' => "2,0 2,6",
        'm' => "0,6 0,2 4,2 4,6;2,2 2,6",
        'n' => "0,6 0,2 4,2 4,6",
        'o' => "0,2 4,2 4,6 0,6 0,2",
        'p' => "0,8 0,2 4,2 4,6 0,6",
        'r' => "0,6 0,2;0,3 1,2 4,2",
        's' => "4,2 0,2 0,4 4,4 4,6 0,6",
        't' => "2,0 2,6 4,6;0,2 4,2",
        'u' => "0,2 0,6 4,6 4,2",
        'w' => "0,2 1,6 2,4 3,6 4,2",
        'y' => "0,2 2,6;4,2 1,8",
        '!' => "2,0 2,4;2,5.4 2,6",
        '+' => "0,3 4,3;2,1 2,5",
        '.' => "2,5.4 2,6",
        '/' => "4,0 0,6",
        ':' => "2,2 2,2.6;2,5.4 2,6",
        '"' => "1,0 1,1.5;3,0 3,1.5",
        '-' => "0,3 4,3",
        ' ' => "",
        // Anything else: a box, so nothing is silently dropped.
        _ => "0,0 4,0 4,6 0,6 0,0",
    }
}

/// Path data writing `text` from `(x, y)` (its top left), each grid unit `u` long.
pub fn text_path(text: &str, (x, y): (f64, f64), u: f64) -> String {
    let mut d = String::new();
    for (i, c) in text.chars().enumerate() {
        let ox = x + i as f64 * 6.0 * u;
        for line in glyph(c).split(';').filter(|l| !l.is_empty()) {
            for (k, point) in line.split(' ').enumerate() {
                let (px, py) = point.split_once(',').unwrap_or(("0", "0"));
                let px: f64 = px.parse().unwrap_or(0.0);
                let py: f64 = py.parse().unwrap_or(0.0);
                let _ = write!(
                    d,
                    "{}{:.1},{:.1} ",
                    if k == 0 { 'M' } else { 'L' },
                    ox + px * u,
                    y + py * u
                );
            }
        }
    }
    d
}

/// The sheet for the tiles `rules` puts in the box (base game always), sorted by letter, then
/// id, as `tiles` lists them.
pub fn render(rules: &Rules) -> String {
    let cat = Catalogue::get();
    let mut tiles: Vec<usize> = (0..cat.tiles().len())
        .filter(|&d| copies_allowed(cat.tile(d), rules) > 0)
        .collect();
    tiles.sort_by_key(|&d| {
        let t = cat.tile(d);
        (t.letter.is_none(), t.letter, t.id.clone())
    });
    let mut setup = Setup::new(rules.clone(), Vec::new());
    for (k, &def) in tiles.iter().enumerate() {
        setup.tiles.push(TileSetup {
            def,
            pos: Pos::new(2 * (k % COLUMNS) as i64, 2 * (k / COLUMNS) as i64),
            rot: Rotation::R0,
            pieces: Vec::new(),
        });
    }
    // The last row and column of squares hold labels, not tiles: widen the board by one.
    let rows = tiles.len().div_ceil(COLUMNS) as i64;
    let position = Position::validate(setup.clone());
    let mut labels = String::new();
    for t in &setup.tiles {
        let tile = cat.tile(t.def);
        let (ox, oy) = svg::square_origin(&position, t.pos.x, t.pos.y);
        if let Some(letter) = tile.letter {
            labels.push_str(&text_path(
                &letter.to_string(),
                (ox + svg::TILE + 30.0, oy + 20.0),
                6.0,
            ));
        }
        // Each label shrinks to fit its cell (two squares wide).
        let fit =
            |text: &str, most: f64| most.min(LABEL_WIDTH / (6.0 * text.chars().count() as f64));
        labels.push_str(&text_path(
            &tile.id,
            (ox, oy + svg::TILE + 12.0),
            fit(&tile.id, 2.6),
        ));
        let seen = format!("\"{}\"", Look::of(tile, Rotation::R0).to_text());
        labels.push_str(&text_path(
            &seen,
            (ox, oy + svg::TILE + 42.0),
            fit(&seen, 2.2),
        ));
    }
    let picture = svg::render(&position, &svg::Options::default());
    // Board coordinates mean nothing on a sheet.
    let mut out: String = picture
        .lines()
        .filter(|l| !l.contains("class=\"coordinates\""))
        .collect::<Vec<_>>()
        .join("\n");
    let (w, h) = svg::size(&position);
    let (nw, nh) = (
        w + svg::TILE,
        h + svg::TILE * if rows > 0 { 1.0 } else { 0.0 },
    );
    out = out.replacen(
        &format!("width=\"{w:.0}\" height=\"{h:.0}\" viewBox=\"0 0 {w:.0} {h:.0}\""),
        &format!("width=\"{nw:.0}\" height=\"{nh:.0}\" viewBox=\"0 0 {nw:.0} {nh:.0}\""),
        1,
    );
    let labels = format!(
        "<path class=\"labels\" d=\"{labels}\" fill=\"none\" stroke=\"#222\" stroke-width=\"1.6\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>\n</svg>"
    );
    match out.rfind("</svg>") {
        Some(i) => out.replace_range(i.., &labels),
        None => out.push_str(&labels),
    }
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::carcassonne::variants::Expansion;

    #[test]
    fn every_label_character_has_strokes() {
        for t in Catalogue::get().tiles() {
            let text = format!("{} \"{}\"", t.id, Look::of(t, Rotation::R0).to_text());
            for c in text.chars() {
                assert_ne!(glyph(c), glyph('\u{0}'), "{c:?} in {text}");
            }
        }
    }

    #[test]
    fn the_sheet_holds_the_chosen_tiles() {
        let base = render(&Rules::default());
        assert_eq!(base.matches("class=\"tile\"").count(), 24);
        let rules = Rules {
            expansions: vec![Expansion::River, Expansion::Abbot],
            ..Rules::default()
        };
        let more = render(&rules);
        assert!(more.matches("class=\"tile\"").count() > 24);
        assert!(more.contains("class=\"labels\""));
        assert!(!more.contains("class=\"coordinates\""));
    }
}
