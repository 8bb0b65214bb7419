//! Issue 33, items 1 and 2: pictures carry a legend of the symbols drawn (spring and lake
//! told apart), `tiles show` numbers the place of each feature's piece, `goods: {}` and
//! `score: {}` say "none" for everyone, and `tiles show KEY --game keyflower` shows one tile
//! or refuses with the nearest key. Both languages.

use crate::common::run_with_input as run;

#[test]
fn the_text_view_names_spring_lake_and_pieces() {
    for (lang, words) in [
        (
            "en",
            ["o spring", "O lake", "~ river", "r follower", "Symbols:"],
        ),
        (
            "nl",
            ["o bron", "O meer", "~ rivier", "r meeple", "Tekens:"],
        ),
    ] {
        let (code, out, err) = run(
            &[
                "--lang",
                lang,
                "render",
                "examples/river.yaml",
                "--terminal",
            ],
            "",
        );
        assert_eq!(code, 0, "{err}");
        for w in words {
            assert!(out.contains(w), "{w} in\n{out}");
        }
    }
}

#[test]
fn the_picture_has_a_legend_of_its_symbols() {
    for (lang, words) in [("en", ["spring", "lake"]), ("nl", ["bron", "meer"])] {
        let (code, out, err) = run(&["--lang", lang, "render", "examples/river.yaml"], "");
        assert_eq!(code, 0, "{err}");
        assert!(out.contains("class=\"spring\"") && out.contains("class=\"lake\""));
        for (id, word) in ["seen-mark-spring", "seen-mark-lake"]
            .into_iter()
            .zip(words)
        {
            let at = out
                .find(&format!("data-symbol=\"{id}\""))
                .unwrap_or_else(|| panic!("{id} in the legend"));
            assert!(out[at..].starts_with(&format!("data-symbol=\"{id}\"><title>{word}</title>")));
        }
        let (code, out, _) = run(
            &["--lang", lang, "render", "examples/all-expansions.yaml"],
            "",
        );
        assert_eq!(code, 0);
        for id in [
            "piece-follower",
            "piece-big-follower",
            "piece-abbot",
            "piece-pig",
            "seen-mark-inn",
        ] {
            assert!(out.contains(&format!("data-symbol=\"{id}\"")), "{id}");
        }
    }
}

#[test]
fn tiles_show_numbers_each_place() {
    for (lang, column, legend) in [("en", "Place", "1 2 3"), ("nl", "Plek", "1 2 3")] {
        let (code, out, _) = run(&["--lang", lang, "tiles", "show", "D"], "");
        assert_eq!(code, 0);
        assert!(out.contains(column) && out.contains(legend), "{out}");
        // The city's place on the north band, the road's on the road.
        assert!(
            out.contains("|CCCCC1CCC3C|") && out.contains("|=======2===|"),
            "{out}"
        );
    }
}

const EMPTY_BLOCKS: &str = "game: carcassonne
rules: {expansions: [traders-and-builders]}
players: [{name: Alice, color: red}, {name: Bob, color: blue}]
score: {}
goods: {}
tiles: [{tile: D, at: [0, 0]}]
";

#[test]
fn empty_goods_and_score_mean_none() {
    for lang in ["en", "nl"] {
        let (code, out, err) = run(&["--lang", lang, "score", "-"], EMPTY_BLOCKS);
        assert_eq!(code, 0, "{err}");
        for unwanted in ["Alice, Bob", "Alice en Bob", "Alice, Bob:"] {
            assert!(
                !out.contains(unwanted) && !err.contains(unwanted),
                "{out}{err}"
            );
        }
    }
    // Left out, they are still noted.
    let without = EMPTY_BLOCKS.replace("score: {}\ngoods: {}\n", "");
    let (_, out, _) = run(&["score", "-"], &without);
    assert!(out.contains("No trade goods were written"), "{out}");
}

#[test]
fn tiles_show_a_keyflower_tile() {
    for (lang, lines) in [
        (
            "en",
            [
                "keywood: Keywood (in Dutch: Sleutelbos)",
                "Kind: spring",
                "Points: 0 on the front, 3 upgraded",
                "Upgrade cost: 1 saw",
            ],
        ),
        (
            "nl",
            [
                "keywood: Sleutelbos (in het Engels: Keywood)",
                "Soort: lente",
                "Punten: 0 op de voorkant, 3 opgewaardeerd",
                "Kosten van het opwaarderen: 1 zaag",
            ],
        ),
    ] {
        let (code, out, err) = run(
            &[
                "--lang",
                lang,
                "tiles",
                "show",
                "keywood",
                "--game",
                "keyflower",
            ],
            "",
        );
        assert_eq!(code, 0, "{err}");
        for l in lines {
            assert!(out.contains(l), "{l} in\n{out}");
        }
        // A Dutch name works too.
        let (code, out, _) = run(
            &[
                "--lang",
                lang,
                "tiles",
                "show",
                "Sleutelbos",
                "--game",
                "keyflower",
            ],
            "",
        );
        assert_eq!(code, 0);
        assert!(out.starts_with("keywood:"), "{out}");
    }
    for (lang, refusal) in [
        ("en", "Unknown tile “keywod”; did you mean “keywood”?"),
        ("nl", "Onbekende tegel “keywod”; bedoel je “keywood”?"),
    ] {
        let (code, out, err) = run(
            &[
                "--lang",
                lang,
                "tiles",
                "show",
                "keywod",
                "--game",
                "keyflower",
            ],
            "",
        );
        assert_eq!(code, 2);
        assert!(out.is_empty(), "{out}");
        assert!(err.contains(refusal), "{err}");
    }
}
