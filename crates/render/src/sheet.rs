//! A picture sheet of the tile catalogue: every tile of the chosen expansions, unturned, with
//! its letter, id and `seen` string, to hold next to a photo of the table.
//!
//! The tiles are drawn by [`super::svg::render`] (a board with every tile on its own, two
//! squares apart); the labels are drawn as strokes by [`super::letters`], so the picture needs
//! no font and looks the same as PNG.

use super::letters::{text_path, text_width};
use super::svg;
use arbiter_engine::carcassonne::catalogue::{Catalogue, TileDefId};
use arbiter_engine::carcassonne::geometry::{Pos, Rotation};
use arbiter_engine::carcassonne::legality::placement::copies_allowed;
use arbiter_engine::carcassonne::position::Position;
use arbiter_engine::carcassonne::setup::{Setup, TileSetup};
use arbiter_engine::carcassonne::transcription::Look;
use arbiter_engine::carcassonne::variants::Rules;

/// Tiles per row.
const COLUMNS: usize = 8;

/// The widest a label may be (a tile and the square beside it, less a gap).
const LABEL_WIDTH: f64 = 2.0 * svg::TILE - 12.0;

/// The sheet for the tiles `rules` puts in the box (base game always), sorted by letter, then
/// id, as `tiles` lists them.
pub fn render(rules: &Rules) -> String {
    let cat = Catalogue::get();
    let mut tiles: Vec<TileDefId> = cat
        .ids()
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
            state: Default::default(),
            features: Default::default(),
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
                ox + svg::TILE + 30.0,
                oy + 56.0,
                36.0,
            ));
        }
        // Each label shrinks to fit its cell (two squares wide): `most` is its largest
        // capital height.
        let fit = |text: &str, most: f64| most.min(most * LABEL_WIDTH / text_width(text, most));
        let cap = fit(&tile.id, 15.0);
        labels.push_str(&text_path(&tile.id, ox, oy + svg::TILE + 12.0 + cap, cap));
        let seen = format!("\"{}\"", Look::of(tile, Rotation::R0).to_text());
        let cap = fit(&seen, 13.0);
        labels.push_str(&text_path(&seen, ox, oy + svg::TILE + 42.0 + cap, cap));
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
    use arbiter_engine::carcassonne::variants::Expansion;

    #[test]
    fn every_label_character_has_strokes() {
        for t in Catalogue::get().tiles() {
            let text = format!("{} \"{}\"", t.id, Look::of(t, Rotation::R0).to_text());
            for c in text.chars() {
                assert!(super::super::letters::has_glyph(c), "{c:?} in {text}");
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
