//! The SVG legend of symbols: each symbol on the board drawn small, with its word, in rows
//! under the players.

use std::fmt::Write;

use super::legend::Symbol;
use super::svg::{city_path, esc, lane_path, pennant_svg, piece_svg};
use super::{hex, letters, palette};
use arbiter_engine::carcassonne::expansions::Drawing;
use arbiter_engine::carcassonne::geometry::Edge;
use arbiter_engine::carcassonne::transcription::Mark;

/// Side of a symbol's square.
const ICON: f64 = 30.0;
/// Height of a row of symbols.
pub const ROW: f64 = 40.0;

/// Width of one entry: its square, its word and a gap.
fn entry_width(label: &str) -> f64 {
    ICON + 8.0 + letters::text_width(label, 12.0) + 18.0
}

/// The symbols laid out in rows at most `width` wide: each row the entries (index into
/// `names`) and their left edge, from 0.
pub fn rows(names: &[(Symbol, String)], width: f64) -> Vec<Vec<(usize, f64)>> {
    let mut rows: Vec<Vec<(usize, f64)>> = Vec::new();
    let mut x = 0.0;
    for (i, (_, label)) in names.iter().enumerate() {
        let w = entry_width(label);
        if rows.is_empty() || (x + w > width && x > 0.0) {
            rows.push(Vec::new());
            x = 0.0;
        }
        if let Some(row) = rows.last_mut() {
            row.push((i, x));
        }
        x += w;
    }
    rows
}

/// The widest single entry, so that the picture can hold it.
pub fn widest(names: &[(Symbol, String)]) -> f64 {
    names
        .iter()
        .map(|(_, l)| entry_width(l))
        .fold(0.0, f64::max)
}

/// A 100-unit tile picture scaled into the square at `(x, y)`.
fn scaled(x: f64, y: f64, inner: &str) -> String {
    format!(
        "<g transform=\"translate({x:.1},{y:.1}) scale({:.2})\"><rect width=\"100\" height=\"100\" fill=\"{}\"/>{inner}</g>",
        ICON / 100.0,
        hex(palette::FIELD)
    )
}

/// A plain square of `rgb` at `(x, y)` with `mark` drawn over it.
fn square(x: f64, y: f64, rgb: (u8, u8, u8), mark: &str) -> String {
    format!(
        "<rect x=\"{x:.1}\" y=\"{y:.1}\" width=\"{ICON}\" height=\"{ICON}\" fill=\"{}\" stroke=\"#333\"/>{mark}",
        hex(rgb)
    )
}

/// The small picture of `symbol` in the square whose top left corner is `(x, y)`.
fn icon(symbol: Symbol, x: f64, y: f64) -> String {
    let (cx, cy) = (x + ICON / 2.0, y + ICON / 2.0);
    match symbol {
        Symbol::Feature(k) => match k.def().drawing {
            Drawing::Walled => scaled(
                x,
                y,
                &format!(
                    "<path d=\"{}\" fill=\"{}\" stroke=\"{}\" stroke-width=\"6\"/>",
                    city_path(&[Edge::N, Edge::E]),
                    hex(palette::CITY),
                    hex(palette::WALL)
                ),
            ),
            Drawing::Road => {
                let d = lane_path(&[Edge::W, Edge::E]);
                scaled(
                    x,
                    y,
                    &format!(
                        "<path d=\"{d}\" fill=\"none\" stroke=\"{}\" stroke-width=\"24\"/><path d=\"{d}\" fill=\"none\" stroke=\"{}\" stroke-width=\"16\"/>",
                        hex(palette::ROAD_EDGE),
                        hex(palette::ROAD)
                    ),
                )
            }
            Drawing::Water => scaled(
                x,
                y,
                &format!(
                    "<path d=\"{}\" fill=\"none\" stroke=\"{}\" stroke-width=\"30\"/>",
                    lane_path(&[Edge::W, Edge::E]),
                    hex(palette::WATER)
                ),
            ),
            Drawing::Centre { svg, .. } => scaled(x, y, svg),
            Drawing::Ground => scaled(x, y, ""),
        },
        Symbol::Crossroads => {
            let mut inner = String::new();
            for e in [Edge::W, Edge::E, Edge::S] {
                let d = lane_path(&[e]);
                inner.push_str(&format!(
                    "<path d=\"{d}\" fill=\"none\" stroke=\"{}\" stroke-width=\"24\"/><path d=\"{d}\" fill=\"none\" stroke=\"{}\" stroke-width=\"16\"/>",
                    hex(palette::ROAD_EDGE),
                    hex(palette::ROAD)
                ));
            }
            inner.push_str("<rect x=\"34\" y=\"34\" width=\"32\" height=\"32\" fill=\"#6d4c2f\"/>");
            scaled(x, y, &inner)
        }
        Symbol::Mark(m) => match m {
            Mark::Pennant => square(x, y, palette::CITY, &pennant_svg((cx - 6.0, cy - 7.0))),
            Mark::Printed(m) if m.def().drawing.centred => {
                scaled(x, y, &(m.def().drawing.svg)(50.0, 50.0))
            }
            Mark::Printed(m) => {
                let d = &m.def().drawing;
                let ground = match d.on {
                    Drawing::Road => palette::ROAD,
                    _ => palette::CITY,
                };
                let (dx, dy) = d.legend_at;
                square(x, y, ground, &(d.svg)(cx + dx, cy + dy))
            }
            _ => String::new(),
        },
        Symbol::Piece(k) => piece_svg(k, (cx, cy + 2.0), "#e8e8e8"),
    }
}

/// Draws the rows of symbols from `top`, starting at `left`.
pub fn draw(s: &mut String, names: &[(Symbol, String)], width: f64, left: f64, top: f64) {
    for (r, row) in rows(names, width).iter().enumerate() {
        let y = top + ROW * r as f64;
        for &(i, dx) in row {
            let (symbol, label) = &names[i];
            let x = left + dx;
            let _ = writeln!(
                s,
                "<g class=\"legend symbol\" data-symbol=\"{}\"><title>{}</title>{}<path d=\"{}\" fill=\"none\" stroke=\"#000\" stroke-width=\"1.6\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/></g>",
                esc(&symbol.message_id()),
                esc(label),
                icon(*symbol, x, y),
                letters::text_path(label, x + ICON + 8.0, y + ICON / 2.0 + 6.0, 12.0),
            );
        }
    }
}
