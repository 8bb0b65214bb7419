//! The PNG picture's legend shows each player's name and colour: the words are drawn as
//! strokes, so the PNG (rendered without fonts) has ink where the names are.

use std::path::Path;

use assert_cmd::Command;
use resvg::tiny_skia::Pixmap;

use crate::common::TempDir;

const POSITION: &str = "game: carcassonne\nplayers:\n  - {name: Ria, color: red}\n  - {name: Bartholomeus van Oosterhout, color: blue}\ntiles:\n  - {tile: D, at: [0, 0]}\n";

/// Writes the position's PNG picture with `arbiter render` and reads it back.
fn picture(dir: &Path, lang: &str) -> Pixmap {
    let input = dir.join("position.yaml");
    std::fs::write(&input, POSITION).unwrap();
    let out = dir.join(format!("board-{lang}.png"));
    Command::cargo_bin("arbiter")
        .unwrap()
        .args(["--lang", lang, "render"])
        .arg(&input)
        .arg("-o")
        .arg(&out)
        .assert()
        .success();
    Pixmap::decode_png(&std::fs::read(&out).unwrap()).expect("a PNG file")
}

/// Dark pixels (the legend's ink) in a rectangle.
fn ink(p: &Pixmap, x0: u32, y0: u32, x1: u32, y1: u32) -> usize {
    let mut n = 0;
    for y in y0..y1.min(p.height()) {
        for x in x0..x1.min(p.width()) {
            let c = p.pixel(x, y).unwrap();
            if c.red() < 90 && c.green() < 90 && c.blue() < 90 {
                n += 1;
            }
        }
    }
    n
}

#[test]
fn the_png_legend_has_the_names_in_ink() {
    let dir = TempDir::new("picture-names");
    let p = picture(&dir, "en");
    // Legend rows start below the board: 2 margins of 40 and one tile of 100.
    let top = 2 * 40 + 100;
    let text_left = 40 + 28;
    let row = |i: u32| ink(&p, text_left, top + 30 * i, p.width(), top + 30 * i + 22);
    let (short, long) = (row(0), row(1));
    assert!(
        short > 40,
        "no text in the first legend row ({short} dark pixels)"
    );
    assert!(
        long > short,
        "the longer name has no more ink ({long} <= {short})"
    );
    // The long name fits: the picture grew to hold it, and its end has ink.
    assert!(p.width() > 2 * 40 + 100);
    assert!(ink(&p, p.width() / 2, top + 30, p.width(), top + 52) > 0);
    // Nothing is drawn left of the swatch in the legend rows.
    assert_eq!(ink(&p, 0, top, 36, top + 60), 0);
    // The colour's name is in the reader's language: Dutch "rood" is not English "red".
    let nl = picture(&dir, "nl");
    assert_ne!(
        ink(&nl, text_left, top, nl.width(), top + 22),
        short,
        "the Dutch legend should differ from the English one"
    );
}
