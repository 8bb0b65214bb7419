//! Position files written back from a setup with `seen` strings in place of ids and turns
//! (shared by tests/readings.rs, tests/random_games.rs and benches/readings.rs).

use arbiter_engine::carcassonne::catalogue::Catalogue;
use arbiter_engine::carcassonne::setup::Setup;
use arbiter_engine::carcassonne::transcription::Look;

/// `text` (a position file read as `setup`) with its tiles written again: tile `i` as a
/// `seen` string when `seen(i)` says so (else its id and turn), piece `k` of tile `i` with
/// the feature `feature(i, k)` gives (a YAML value: `"city:N"` or `["city:N", "field:NNW"]`).
pub fn rewritten(
    text: &str,
    setup: &Setup,
    seen: impl Fn(usize) -> bool,
    feature: impl Fn(usize, usize) -> String,
) -> String {
    written_as(
        text,
        setup,
        |i| {
            if seen(i) {
                Writing::Seen
            } else {
                Writing::Exact
            }
        },
        feature,
    )
}

/// How a tile entry is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Writing {
    /// Its id and turn.
    Exact,
    /// Its `seen` string.
    Seen,
    /// Its id and `rot: auto`.
    Auto,
}

/// [`rewritten`], tile `i` written as `how(i)` says.
pub fn written_as(
    text: &str,
    setup: &Setup,
    how: impl Fn(usize) -> Writing,
    feature: impl Fn(usize, usize) -> String,
) -> String {
    let cat = Catalogue::get();
    let mut out = String::new();
    for line in text.lines() {
        out.push_str(line);
        out.push('\n');
        if line.trim_end() == "tiles:" {
            break;
        }
    }
    for (i, t) in setup.tiles.iter().enumerate() {
        let tile = cat.tile(t.def);
        if how(i) == Writing::Seen {
            out.push_str(&format!(
                "  - {{seen: \"{}\", at: [{}, {}]",
                Look::of(tile, t.rot).to_text(),
                t.pos.x,
                t.pos.y
            ));
        } else if how(i) == Writing::Auto {
            out.push_str(&format!(
                "  - {{tile: \"{}\", at: [{}, {}], rot: auto",
                tile.id, t.pos.x, t.pos.y
            ));
        } else {
            out.push_str(&format!(
                "  - {{tile: \"{}\", at: [{}, {}], rot: {}",
                tile.id,
                t.pos.x,
                t.pos.y,
                t.rot.degrees()
            ));
        }
        for (key, value) in &t.state.0 {
            out.push_str(&format!(", {key}: {value}"));
        }
        if !t.pieces.is_empty() {
            let pieces: Vec<String> = t
                .pieces
                .iter()
                .enumerate()
                .map(|(k, p)| {
                    format!(
                        "{{owner: {}, kind: {}, feature: {}}}",
                        setup.players[p.owner.index()].color.key(),
                        p.kind.key(),
                        feature(i, k)
                    )
                })
                .collect();
            out.push_str(&format!(", pieces: [{}]", pieces.join(", ")));
        }
        out.push_str("}\n");
    }
    // What the file says after its tiles (`held:` ...), as written.
    let after: Vec<&str> = text
        .lines()
        .skip_while(|l| l.trim_end() != "tiles:")
        .skip(1)
        .skip_while(|l| l.is_empty() || l.starts_with(' ') || l.starts_with('#'))
        .collect();
    for line in after {
        out.push_str(line);
        out.push('\n');
    }
    out
}
