//! What the second new-user trial of issue 33 (item 5) tripped on, as that user meets it:
//! the crossroads' square had no word in the legend, `settle` refused a tile written with its
//! id beside `seen`, a missing upgrade cost was asked for as `cost: N` (a cost is a mapping),
//! a Dutch tile name written slightly wrong got no "did you mean", and the text pictures drew
//! two bends through a tile's middle as two roads crossing. Both languages.

use std::path::Path;

use crate::common::{run, TempDir};

/// Writes each `(name, text)` in `dir`; their paths.
fn files(dir: &TempDir, named: &[(&str, &str)]) -> Vec<String> {
    named
        .iter()
        .map(|(name, text)| {
            let path = dir.join(name);
            std::fs::write(&path, text).unwrap();
            path.to_string_lossy().into_owned()
        })
        .collect()
}

/// A crossroads (`BA/CRRR`: three roads end in its middle) beside the start tile.
const CROSSROADS: &str = "game: carcassonne
players: [{name: Ann, color: red}, {name: Bob, color: blue}]
tiles:
  - {tile: D, at: [0, 0]}
  - {tile: BA/CRRR, at: [1, 0], rot: 270}
";

/// The same board without a crossroads.
const NO_CROSSROADS: &str = "game: carcassonne
players: [{name: Ann, color: red}, {name: Bob, color: blue}]
tiles:
  - {tile: D, at: [0, 0]}
";

/// The picture's brown square where three roads end has its entry in the SVG legend, drawn,
/// with its words in the reader's language; a board without one has no such entry.
#[test]
fn the_svg_legend_names_the_crossroads() {
    let dir = TempDir::new("trial-table");
    let [with, without] = &files(
        &dir,
        &[("with.yaml", CROSSROADS), ("without.yaml", NO_CROSSROADS)],
    )[..] else {
        unreachable!()
    };
    for (lang, words) in [
        ("en", "crossroads (the roads end there)"),
        ("nl", "kruispunt (de wegen eindigen daar)"),
    ] {
        let (code, svg, err) = run(&["--lang", lang, "render", with, "-o", "-"]);
        assert_eq!(code, 0, "{err}");
        let entry = svg
            .find("data-symbol=\"legend-crossroads\"")
            .expect("a legend entry for the crossroads");
        assert!(
            svg[entry..].contains(&format!("<title>{words}</title>")),
            "{words}"
        );
        // The board draws the square, and so does the legend's small picture.
        assert!(svg.matches("fill=\"#6d4c2f\"").count() >= 2, "{svg}");
        let (code, svg, err) = run(&["--lang", lang, "render", without, "-o", "-"]);
        assert_eq!(code, 0, "{err}");
        assert!(!svg.contains("legend-crossroads"), "{svg}");
    }
}

/// The text view writes the crossroads as `X` (a bend or a road's own end stays `+`) and
/// its legend line says so.
#[test]
fn the_text_view_names_the_crossroads() {
    let dir = TempDir::new("trial-table");
    let [with, without] = &files(
        &dir,
        &[("with.yaml", CROSSROADS), ("without.yaml", NO_CROSSROADS)],
    )[..] else {
        unreachable!()
    };
    for (lang, words) in [
        ("en", "X crossroads (the roads end there)"),
        ("nl", "X kruispunt (de wegen eindigen daar)"),
    ] {
        let (code, out, err) = run(&["--lang", lang, "render", with, "--terminal"]);
        assert_eq!(code, 0, "{err}");
        assert!(out.contains(words), "{out}");
        let board: String = out.lines().take(4).collect::<Vec<_>>().join("\n");
        assert_eq!(board.matches('X').count(), 1, "{board}");
        let (code, out, err) = run(&["--lang", lang, "render", without, "--terminal"]);
        assert_eq!(code, 0, "{err}");
        assert!(!out.contains(words), "{out}");
        assert!(!out.contains('X'), "{out}");
    }
}

/// The README's advice for two tiles that look alike, an id beside `seen`, settles: the id
/// stays and `seen` becomes the turn (it was written as a second `tile:` key, which did not
/// read back, so nothing was written), in flow and block style, and the file reads back.
#[test]
fn settle_keeps_an_id_written_beside_seen() {
    let text = "game: carcassonne
rules: {expansions: [inns-and-cathedrals, traders-and-builders]}
players: [{name: Ann, color: red}]
tiles:
  - {tile: \"TB/RCc!.g\", seen: \"FRCC grain\", at: [0, 0]}
  - tile: BA/CRRR
    seen: \"CRRR\"
    at: [1, 0]
";
    let dir = TempDir::new("trial-table");
    let path = &files(&dir, &[("pos.yaml", text)])[0];
    let (code, out, err) = run(&["settle", path, "-o", "-"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("  - {tile: \"TB/RCc!.g\", rot: 270, at: [0, 0]}  # from seen “FRCC grain”"),
        "{out}"
    );
    assert!(
        out.contains("  - tile: BA/CRRR\n    rot: 0  # from seen “CRRR”\n    at: [1, 0]\n"),
        "{out}"
    );
    assert!(!out.contains("seen:"), "{out}");
    let settled = &files(&dir, &[("settled.yaml", &out)])[0];
    let (code, _, err) = run(&["check", settled]);
    assert_eq!(code, 0, "{err}");
}

/// A record that upgrades a tile whose cost no rulebook gives is told the form a cost takes,
/// a mapping of what it costs, in both languages; written so, the upgrade is replayed.
#[test]
fn a_missing_upgrade_cost_is_asked_for_as_a_mapping() {
    let record = "tests/trial/keyflower-upgrade.yaml";
    for (lang, form) in [
        (
            "en",
            "as printed: { cost: { iron: N, saw: N, … } } (each resource or skill the upgrade costs)",
        ),
        (
            "nl",
            "`printed: { cost: { iron: N, saw: N, … } }` (elke grondstof of vaardigheid die het opwaarderen kost)",
        ),
    ] {
        let (code, out, err) = run(&["--lang", lang, "replay", record]);
        assert_eq!(code, 1, "{out}{err}");
        assert!(out.contains(form), "{out}");
        assert!(!out.contains("cost: N"), "{out}");
    }
    // The form asked for works.
    let text = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(record))
        .unwrap()
        .replace(
            "  - {tile: woodcutter}\n",
            "  - {tile: woodcutter, printed: {cost: {saw: 1}}}\n",
        );
    let dir = TempDir::new("trial-table");
    let path = &files(&dir, &[("record.yaml", &text)])[0];
    let (_, out, err) = run(&["replay", path]);
    assert!(
        out.contains("16. Eva uses Home 2 with 1 red to transport"),
        "{out}{err}"
    );
}

/// A Dutch tile name written slightly wrong gets the Dutch name it is closest to, as an
/// English key does.
#[test]
fn a_misspelt_dutch_tile_name_gets_a_suggestion() {
    let record = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/trial/keyflower-upgrade.yaml"),
    )
    .unwrap();
    for (written, lang, said) in [
        (
            "houthakkr",
            "nl",
            "Onbekende tegel “houthakkr”; bedoel je “houthakker”?",
        ),
        (
            "Houthaker",
            "en",
            "Unknown tile “Houthaker”; did you mean “houthakker”?",
        ),
        (
            "woodcuter",
            "en",
            "Unknown tile “woodcuter”; did you mean “woodcutter”?",
        ),
    ] {
        let text = record.replace(
            "  - {tile: woodcutter}\n",
            &format!("  - {{tile: {written}}}\n"),
        );
        let dir = TempDir::new("trial-table");
        let path = &files(&dir, &[("record.yaml", &text)])[0];
        let (code, _, err) = run(&["--lang", lang, "replay", path]);
        assert_eq!(code, 2, "{err}");
        // The message is wrapped under its line: compare its words.
        let words = |t: &str| {
            t.split_whitespace()
                .filter(|w| *w != "│")
                .collect::<Vec<_>>()
                .join(" ")
        };
        assert!(words(&err).contains(said), "{err}");
    }
}

/// The four pictures of a tile seen as `RRRR` (a crossroads, two bends either way, two roads
/// crossing) are drawn four ways by `tiles show`: a bend turns through a slanted corner, so
/// two bends through the middle no longer look like two roads crossing.
#[test]
fn tile_drawings_tell_bends_from_crossings() {
    let drawing = |tile: &str, rot: &str| {
        let (code, out, err) = run(&["tiles", "show", tile, "--rot", rot]);
        assert_eq!(code, 0, "{err}");
        out.lines().skip(1).take(9).collect::<Vec<_>>().join("\n")
    };
    let drawn = [
        drawing("BA/RRRR", "0"),
        drawing("IC/RrRr", "0"),
        drawing("IC/RrRr", "90"),
        drawing("TB/RRrr", "0"),
    ];
    for (i, a) in drawn.iter().enumerate() {
        for b in &drawn[i + 1..] {
            assert_ne!(a, b);
        }
    }
    assert!(
        drawn[1].contains('/') && !drawn[1].contains('\\'),
        "{}",
        drawn[1]
    );
    assert!(
        drawn[2].contains('\\') && !drawn[2].contains('/'),
        "{}",
        drawn[2]
    );
    for (lang, legend) in [("en", "/ \\ road bend"), ("nl", "/ \\ bocht in een weg")] {
        let (_, out, _) = run(&["--lang", lang, "tiles", "show", "K"]);
        assert!(out.contains(legend), "{out}");
    }
}

/// A transport whose cart number is not known is refused for that number alone: no
/// knock-on "the cart carries 0" beside it.
#[test]
fn an_unknown_cart_is_not_judged_as_zero() {
    let record = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/trial/keyflower-upgrade.yaml"),
    )
    .unwrap()
    .replace(", printed: {cart: 1, upgrades: 1}}", "}");
    let dir = TempDir::new("trial-table");
    let path = &files(&dir, &[("record.yaml", &record)])[0];
    for (lang, needs) in [
        ("en", "The move needs the number printed on Home 1 (cart)"),
        (
            "nl",
            "De zet heeft het op Thuistegel 1 gedrukte getal nodig (`cart`)",
        ),
    ] {
        let (code, out, err) = run(&["--lang", lang, "replay", path]);
        assert_eq!(code, 1, "{out}{err}");
        assert!(
            out.contains("(2 reasons)") || out.contains("(2 redenen)"),
            "{out}"
        );
        assert!(out.contains(needs), "{out}");
        assert!(!out.contains("kf.transport.capacity"), "{out}");
    }
}
