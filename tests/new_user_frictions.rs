//! What new users still tripped on after the whole was bounded: the tiles a monastery's score
//! counts, a field written with a whole edge, a `seen` line without an id, the big meeple's
//! letter, lists joined per language, the player named in every line of a move, and the
//! Keyflower score table's width, boat names and advice on unverified numbers; and, trying
//! the classic boxes: moves that close a feature nobody holds, a dragon square after a refused
//! piece, steps out of order and Dutch step names, current-edition boxes, castles in words, a
//! figure on a misspelt tile, a lone shepherd; then refused bazaar steps without amounts,
//! towers' unscored ruling uncited, a wagon moving on told as two things, the flock's Dutch,
//! and replay assertions that could not fail.

use crate::common::{run, TempDir};

/// The abbot's monastery scores 3: itself and two neighbours, and the Tiles column says 3.
#[test]
fn a_monastery_counts_its_neighbours_in_the_tiles_column() {
    for lang in ["en", "nl"] {
        let (code, out, err) = run(&["--lang", lang, "score", "examples/abbot.yaml"]);
        assert_eq!(code, 0, "{err}");
        let line = out
            .lines()
            .find(|l| l.contains("0,0 "))
            .unwrap_or_else(|| panic!("{out}"));
        let cells: Vec<&str> = line.split('┆').map(str::trim).collect();
        assert_eq!(cells[2], "3", "{lang}: {line}");
    }
}

const FIELD_ON_EDGE: &str = "game: carcassonne
players:
  - {name: Anna, color: red}
tiles:
  - tile: TILE
    at: [0, 0]
    rot: 0
    pieces:
      - {owner: red, kind: follower, feature: \"FEATURE\"}
";

/// `field:E` on a tile whose road splits the east edge names both fields and asks which;
/// on a tile with one field there, it says which half to write.
#[test]
fn a_field_written_with_a_whole_edge_names_both_halves() {
    let dir = TempDir::new("field-edge");
    for (lang, tile, feature, said) in [
        (
            "en",
            "BA/RCr",
            "field:E",
            "this tile has two fields, one on each side of the road or river: field:ENE and field:ESE. Which one is meant? Write field:ENE or field:ESE.",
        ),
        (
            "nl",
            "BA/RCr",
            "weide:O",
            "heeft deze tegel twee weiden, één aan elke kant van de weg of rivier: weide:ONO en weide:OZO. Welke bedoel je? Schrijf weide:ONO of weide:OZO.",
        ),
        (
            "en",
            "BA/C",
            "field:E",
            "a field is named by half an edge: write field:ENE (or field:ESE: the same field).",
        ),
        (
            "nl",
            "BA/C",
            "weide:O",
            "een weide noem je bij een halve zijde: schrijf weide:ONO (of weide:OZO: dezelfde weide).",
        ),
    ] {
        let file = dir.join(format!("{lang}-{}.yaml", tile.replace('/', "")));
        let text = FIELD_ON_EDGE
            .replace("TILE", tile)
            .replace("FEATURE", feature);
        std::fs::write(&file, text).unwrap();
        let path = file.to_str().unwrap();
        let (code, _, err) = run(&["--lang", lang, "check", path]);
        assert_eq!(code, 2, "{err}");
        let err = err.split_whitespace().collect::<Vec<_>>().join(" ");
        let err = err.replace(" │ ", " ");
        assert!(err.contains(said), "{lang} {tile}: {err}");
    }
}

/// A `seen` line that clashes with its neighbour has no id to check: the message asks for
/// what was seen; a line with an id still asks for the id.
#[test]
fn a_seen_line_clash_asks_for_what_was_seen() {
    let dir = TempDir::new("seen-clash");
    let head = "game: carcassonne\nplayers:\n  - {name: Anna, color: red}\ntiles:\n  - {tile: \"BA/C\", at: [0, 0], rot: 0}\n";
    for (lang, line, said, not_said) in [
        (
            "en",
            "  - {seen: \"FFFF monastery\", at: [0, -1]}\n",
            "check what this line says it sees first (its edges clockwise from north, and its marks), then that tile.",
            "id",
        ),
        (
            "nl",
            "  - {seen: \"FFFF monastery\", at: [0, -1]}\n",
            "controleer eerst wat je op deze regel zag (de randen met de klok mee vanaf het noorden, en de tekens), dan die andere tegel.",
            " id ",
        ),
        (
            "en",
            "  - {tile: \"BA/L\", rot: auto, at: [0, -1]}\n",
            "check this tile's id first, then that one.",
            "sees",
        ),
        (
            "nl",
            "  - {tile: \"BA/L\", rot: auto, at: [0, -1]}\n",
            "controleer eerst het id van deze tegel, dan die andere.",
            " zag ",
        ),
    ] {
        let file = dir.join("clash.yaml");
        std::fs::write(&file, format!("{head}{line}")).unwrap();
        let (code, _, err) = run(&["--lang", lang, "check", file.to_str().unwrap()]);
        assert_eq!(code, 2, "{err}");
        let first = err.split("╭").next().unwrap_or_default();
        let text = first
            .split_whitespace()
            .filter(|w| *w != "│")
            .collect::<Vec<_>>()
            .join(" ");
        assert!(text.contains(said), "{lang}: {text}");
        assert!(!text.contains(not_said), "{lang}: {text}");
    }
}

/// Lists of players end with "and" in English and "en" in Dutch, not a comma.
#[test]
fn player_lists_join_their_last_two_per_language() {
    for (lang, said) in [
        (
            "en",
            "No score track was written for Alice and Bob: taken as 0.",
        ),
        ("nl", "Voor Alice en Bob staat geen score op het scorespoor"),
    ] {
        let (code, out, err) = run(&["--lang", lang, "score", "examples/abbot.yaml"]);
        assert_eq!(code, 0, "{err}");
        assert!(out.contains(said), "{lang}: {out}");
    }
    let mv = [
        "move",
        "examples/base-game.yaml",
        "--tile",
        "E",
        "--at",
        "-1,-1",
        "--rot",
        "180",
    ];
    for (lang, said) in [
        ("en", "Alice 0, Bob 0 and Carol 4"),
        ("nl", "Alice 0, Bob 0 en Carol 4"),
    ] {
        let args: Vec<&str> = ["--lang", lang].into_iter().chain(mv).collect();
        let (code, out, err) = run(&args);
        assert_eq!(code, 0, "{err}");
        assert!(out.contains(said), "{lang}: {out}");
    }
}

/// A Keyflower move's verdict names the mover in its heading and in each reason that is
/// about the mover; no line says "you" or "je" instead.
#[test]
fn a_keyflower_move_names_the_mover_in_every_line() {
    for (lang, heading, banned) in [
        ("en", "Legal move by Anna.", [" you ", " your "]),
        ("nl", "Toegestane zet van Anna.", [" je ", " jouw"]),
    ] {
        let (code, out, err) = run(&["--lang", lang, "move", "examples/keyflower-summer.yaml"]);
        assert_eq!(code, 0, "{err}");
        assert!(out.starts_with(heading), "{lang}: {out}");
        assert!(out.contains("Anna may open") || out.contains("Anna mag met elke kleur"));
        for word in banned {
            assert!(
                !out.to_lowercase().contains(word),
                "{lang}: {word} in {out}"
            );
        }
    }
}

const RIVER_CUT: &str = "game: carcassonne
rules: {expansions: [river]}
PARTIAL
players:
  - {color: red}
  - {color: blue}
tiles:
  - {tile: \"RI.1/IFI\", at: [0, 0], rot: 90}
  - {tile: \"RI.1/IFI\", at: [0, 1], rot: 90}
  - {tile: \"BA/L\", at: [1, 0], pieces: [{owner: red, kind: follower, feature: monastery}]}
";

/// A photo of part of a table: two river pieces with the spring off the picture. Without
/// `partial: true` the missing spring is a problem; with it the cut is legal, and `check` and
/// `score` say the totals are the cut's, in both languages.
#[test]
fn a_cut_of_a_larger_table_is_judged_as_a_cut() {
    let dir = TempDir::new("river-cut");
    let whole = dir.join("whole.yaml");
    let cut = dir.join("cut.yaml");
    std::fs::write(&whole, RIVER_CUT.replace("PARTIAL\n", "")).unwrap();
    std::fs::write(&cut, RIVER_CUT.replace("PARTIAL", "partial: true")).unwrap();
    let (whole, cut) = (whole.to_str().unwrap(), cut.to_str().unwrap());
    let (code, out, err) = run(&["check", whole]);
    assert_eq!(code, 1, "{out}{err}");
    assert!(out.contains("river.spring-start"), "{out}");
    for (lang, said) in [
        ("en", "part of a larger table"),
        ("nl", "deel van een grotere tafel"),
    ] {
        let (code, out, err) = run(&["--lang", lang, "check", cut]);
        assert_eq!(code, 0, "{out}{err}");
        assert!(out.contains(said), "{lang}: {out}");
        let (code, out, err) = run(&["--lang", lang, "score", cut]);
        assert_eq!(code, 0, "{out}{err}");
        assert!(out.contains("partial: true"), "{lang}: {out}");
    }
}

/// The example record, cut after action `n` (its `seasons:` entry dropped when `seasons` is
/// false), in a file of its own.
fn cut_record(dir: &TempDir, n: usize, seasons: bool) -> String {
    let text = std::fs::read_to_string("examples/keyflower-game.yaml").unwrap();
    let (head, actions) = text.split_once("actions:\n").unwrap();
    let head = match seasons {
        true => head.to_string(),
        false => {
            let (before, after) = head.split_once("seasons:").unwrap();
            let rest = after.split_once("\nactions").map_or("", |(_, r)| r);
            format!("{before}{rest}")
        }
    };
    let kept: Vec<&str> = actions
        .lines()
        .filter(|l| l.trim_start().starts_with("- {"))
        .take(n)
        .collect();
    let file = dir.join(format!("cut-{n}-{seasons}.yaml"));
    std::fs::write(&file, format!("{head}actions:\n{}\n", kept.join("\n"))).unwrap();
    file.to_str().unwrap().to_string()
}

/// A record may stop at the end of spring, every won tile placed, without a `seasons:`
/// entry for summer: the replay ends there and says so, summer does not begin, and `--until`,
/// `check` and `score` read the position (before: an error asking for summer's tiles).
#[test]
fn a_keyflower_record_may_end_at_the_end_of_spring() {
    let dir = TempDir::new("kf-spring-end");
    let spring = cut_record(&dir, 8, false);
    for (lang, said, begins) in [
        (
            "en",
            "The record ends at the end of spring, every won tile placed; summer is not in it",
            "The summer season begins",
        ),
        (
            "nl",
            "Het verslag eindigt aan het eind van de lente, met alle gewonnen tegels gelegd; de zomer staat er niet in",
            "zomer begint",
        ),
    ] {
        let (code, out, err) = run(&["--lang", lang, "replay", &spring]);
        assert_eq!(code, 0, "{lang}: {out}{err}");
        assert!(out.contains(said), "{lang}: {out}");
        assert!(!out.contains(begins), "{lang}: {out}");
    }
    let (code, out, err) = run(&["replay", &spring, "--until", "8"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.starts_with("# The record ends at the end of spring"),
        "{out}"
    );
    for cmd in ["check", "score"] {
        let (code, out, err) = run(&[cmd, &spring]);
        assert_eq!(code, 0, "{cmd}: {out}{err}");
    }
    // An action after the season's end still needs the season written.
    let on = cut_record(&dir, 9, false);
    let (code, _, err) = run(&["replay", &on]);
    assert_eq!(code, 2, "{err}");
    let flat = err
        .split_whitespace()
        .filter(|w| *w != "│")
        .collect::<Vec<_>>()
        .join(" ");
    assert!(
        flat.contains("summer begins, but the record has no summer"),
        "{flat}"
    );
}

/// A tile turned wrongly (in a record or a position) is told the rotations at which it fits
/// every neighbour, once, in both languages.
#[test]
fn a_mis_turned_keyflower_tile_is_told_the_rotations_that_fit() {
    let dir = TempDir::new("kf-turn");
    let text = std::fs::read_to_string("examples/keyflower-game.yaml").unwrap();
    let turned = text.replace(
        "place: {tile: keywood, at: [1, 0], rotation: 3,",
        "place: {tile: keywood, at: [1, 0], rotation: 4,",
    );
    assert_ne!(text, turned);
    let record = dir.join("turned.yaml");
    std::fs::write(&record, turned).unwrap();
    let record = record.to_str().unwrap();
    for (lang, said) in [
        (
            "en",
            "Keywood puts a field against a road of Home 1; turned to rotation 0 (or 1, 2, 3) it fits every neighbour.",
        ),
        (
            "nl",
            "met draaiing 0 (of 1, 2, 3) past de tegel tegen alle buren.",
        ),
    ] {
        let (code, out, err) = run(&["--lang", lang, "replay", record]);
        assert_eq!(code, 1, "{err}");
        assert!(out.contains(said), "{lang}: {out}");
    }
    // The same tile in a position file, as check reads it.
    let (code, position, err) = run(&["replay", "examples/keyflower-game.yaml", "--until", "8"]);
    assert_eq!(code, 0, "{err}");
    let turned = position.replace(
        "{tile: keywood, at: [1, 0], rotation: 3,",
        "{tile: keywood, at: [1, 0], rotation: 4,",
    );
    assert_ne!(turned, position);
    let file = dir.join("position.yaml");
    std::fs::write(&file, turned).unwrap();
    let (code, out, err) = run(&["check", file.to_str().unwrap()]);
    assert_eq!(code, 1, "{err}");
    let flat = out
        .split_whitespace()
        .filter(|w| *w != "│")
        .collect::<Vec<_>>()
        .join(" ");
    assert!(
        flat.contains("turned to rotation 0 (or 1, 2, 3) it fits"),
        "{flat}"
    );
}

/// A Dutch Keyflower move written with Dutch keys is answered with Dutch keys (`aantal`,
/// `van`, `brouwer`, not `count`, `from`, `brewer`) and names the mover, not "you" or "this
/// player"; so does the English answer.
#[test]
fn a_dutch_keyflower_error_uses_dutch_keys_and_names_the_mover() {
    let dir = TempDir::new("kf-dutch-keys");
    let text = std::fs::read_to_string("tests/keyflower/dutch/summer.yaml").unwrap();
    for (name, from, to) in [
        (
            "split",
            "aantal: 3, van: [brewer]",
            "aantal: 1, van: [brewer]",
        ),
        ("short", "aantal: 3, van: [brewer]", "aantal: 9"),
    ] {
        let changed = text.replace(from, to);
        assert_ne!(changed, text);
        let file = dir.join(format!("{name}.yaml"));
        std::fs::write(&file, changed).unwrap();
        let path = file.to_str().unwrap();
        let (code, out, err) = run(&["--lang", "nl", "move", path]);
        assert_eq!(code, 1, "{err}");
        let reason = out.lines().nth(1).unwrap_or_default();
        assert!(reason.contains("`aantal: 3, van: [brouwer]`"), "{reason}");
        assert!(reason.contains("van Anna"), "{reason}");
        for english in ["`count", "from:", "brewer", " je ", "deze speler"] {
            assert!(!reason.contains(english), "{english}: {reason}");
        }
        let (code, out, _) = run(&["move", path]);
        assert_eq!(code, 1);
        let reason = out.lines().nth(1).unwrap_or_default();
        assert!(reason.contains("of Anna"), "{reason}");
        assert!(
            !reason.contains(" you") && !reason.contains("your"),
            "{reason}"
        );
    }
}

/// A first file without `options: {unverified: accept}` lacks several numbers only fan
/// sources give: each is asked for at its tile, and how to accept them all is said once.
#[test]
fn the_unverified_advice_is_said_once() {
    let dir = TempDir::new("kf-unverified");
    let text = std::fs::read_to_string("examples/keyflower-game.yaml").unwrap();
    let strict = text.replace(
        "options: {unverified: accept}   # the fan sources' numbers (marked unverified) are used\n",
        "",
    );
    assert_ne!(strict, text);
    let file = dir.join("strict.yaml");
    std::fs::write(&file, strict).unwrap();
    let path = file.to_str().unwrap();
    for (lang, cmd, advice, once) in [
        (
            "en",
            "check",
            "or accept the fan sources' numbers with",
            "Only fan sources give these 5 numbers",
        ),
        (
            "nl",
            "check",
            "of aanvaard de getallen van de fanbronnen met",
            "Alleen fanbronnen geven deze 5 getallen",
        ),
        (
            "en",
            "replay",
            "or accept the fan sources' numbers with",
            "Only fan sources give these 5 numbers",
        ),
        (
            "nl",
            "replay",
            "of aanvaard de getallen van de fanbronnen met",
            "Alleen fanbronnen geven deze 5 getallen",
        ),
    ] {
        let (code, out, err) = run(&["--lang", lang, cmd, path]);
        assert_eq!(code, 2, "{lang} {cmd}: {out}{err}");
        let all = format!("{out}{err}")
            .split_whitespace()
            .filter(|w| *w != "│")
            .collect::<Vec<_>>()
            .join(" ");
        assert_eq!(all.matches(once).count(), 1, "{lang} {cmd}: {all}");
        assert_eq!(all.matches(advice).count(), 0, "{lang} {cmd}: {all}");
        assert_eq!(
            all.matches("unverified: accept").count(),
            1,
            "{lang} {cmd}: {all}"
        );
    }
}

/// The Keyflower boat has one name wherever it is said: the tile's name, its score line and
/// the summer boat that doubles it ("Keyflower boat", "Keyflowerboot"; before, also
/// "Keyflower (boat)", "Keyflower (boot)" and "Keyflower-boot").
#[test]
fn the_keyflower_boat_has_one_name() {
    for (lang, name, others) in [
        (
            "en",
            "Keyflower boat",
            ["Keyflower (boat)", "Keyflower-boat", "(Boat 3b)"],
        ),
        (
            "nl",
            "Keyflowerboot",
            ["Keyflower (boot)", "Keyflower-boot", "(boot 3b)"],
        ),
    ] {
        let mut all = String::new();
        for args in [
            vec!["replay", "examples/keyflower-game.yaml"],
            vec!["score", "examples/keyflower-end-game.yaml"],
            vec!["tiles", "show", "keyflower-boat", "--game", "keyflower"],
            vec!["tiles", "show", "summer-boat-2", "--game", "keyflower"],
        ] {
            let args: Vec<&str> = ["--lang", lang].into_iter().chain(args).collect();
            let (code, out, err) = run(&args);
            assert_eq!(code, 0, "{args:?}: {err}");
            all.push_str(&out);
        }
        assert!(all.matches(name).count() >= 3, "{lang}: {all}");
        for other in others {
            assert!(!all.contains(other), "{lang}: {other} in {all}");
        }
        let ftl = std::fs::read_to_string(format!("locales/{lang}/keyflower.ftl")).unwrap();
        for other in others {
            assert!(!ftl.contains(other), "{lang}: {other} in the messages");
        }
    }
}

/// The score table names each fan source by its abbreviation, and says once under the table
/// what each is, wrapped to the table's width (before: the whole description in every row,
/// running the table hundreds of columns wide).
#[test]
fn a_keyflower_score_table_says_its_sources_once_under_it() {
    for (lang, note, abbreviation) in [
        ("en", "Unverified numbers come from", "(unverified: ALS)"),
        (
            "nl",
            "De onbevestigde getallen komen van",
            "(onbevestigd: ALS)",
        ),
    ] {
        let (code, out, err) = run(&["--lang", lang, "score", "examples/keyflower-game.yaml"]);
        assert_eq!(code, 0, "{err}");
        assert!(out.contains(abbreviation), "{lang}: {out}");
        let lines: Vec<&str> = out.lines().collect();
        let mut notes = 0;
        for (i, line) in lines.iter().enumerate() {
            if line.starts_with('│') {
                assert!(!line.contains("alsrl8"), "{lang}: {line}");
            }
            if line.starts_with(note) {
                notes += 1;
                // The table just above it sets the width.
                let table = lines[..i]
                    .iter()
                    .rev()
                    .find(|l| l.starts_with('└'))
                    .unwrap();
                let width = table.chars().count().max(72);
                let mut j = i;
                while j < lines.len() && !lines[j].ends_with('.') {
                    assert!(lines[j].chars().count() <= width, "{lang}: {}", lines[j]);
                    j += 1;
                }
                assert!(lines[j].chars().count() <= width, "{lang}: {}", lines[j]);
            }
        }
        // Under each player's table, and the description of ALS said once in each.
        assert_eq!(notes, 2, "{lang}: {out}");
        assert_eq!(out.matches("alsrl8").count(), 2, "{lang}: {out}");
    }
}

/// Keyflower players need no names: a player with only a colour is called by it ("Red",
/// "Rood"), and `player:` entries may name them by colour in either language, in a position
/// and in a record (before: "The required key \"name\" is missing").
#[test]
fn keyflower_players_without_names_are_called_by_their_colour() {
    let dir = TempDir::new("kf-no-names");
    let summer = std::fs::read_to_string("examples/keyflower-summer.yaml").unwrap();
    let position = summer
        .replace("  - name: Anna\n", "  - colour: red\n")
        .replace("  - name: Bob\n", "  - colour: blue\n")
        .replace("player: Anna", "player: red")
        .replace("player: Bob", "player: blauw");
    assert!(!position.contains("name: "), "{position}");
    let file = dir.join("summer.yaml");
    std::fs::write(&file, &position).unwrap();
    let path = file.to_str().unwrap();
    for (lang, heading, reason) in [
        (
            "en",
            "Legal move by Red.",
            "comes from behind the screen of Red.",
        ),
        (
            "nl",
            "Toegestane zet van Rood.",
            "komt van achter het scherm van Rood.",
        ),
    ] {
        let (code, out, err) = run(&["--lang", lang, "move", path]);
        assert_eq!(code, 0, "{lang}: {out}{err}");
        assert!(out.starts_with(heading), "{lang}: {out}");
        assert!(out.contains(reason), "{lang}: {out}");
        let (code, out, err) = run(&["--lang", lang, "check", path]);
        assert_eq!(code, 0, "{lang}: {out}{err}");
    }
    // A whole record with colours only, its actions naming players by colour.
    let game = std::fs::read_to_string("examples/keyflower-game.yaml").unwrap();
    let record = game
        .replace("  - name: Anna\n    colour: red\n", "  - colour: red\n")
        .replace("  - name: Bob\n    colour: blue\n", "  - colour: blue\n")
        .replace("player: Anna", "player: red")
        .replace("player: Bob", "player: Blue");
    assert!(!record.contains("name: "), "{record}");
    let file = dir.join("game.yaml");
    std::fs::write(&file, &record).unwrap();
    let path = file.to_str().unwrap();
    for (lang, winner) in [("en", "Winner: Red"), ("nl", "Winnaar: Rood")] {
        let (code, out, err) = run(&["--lang", lang, "replay", path]);
        assert_eq!(code, 0, "{lang}: {err}");
        assert!(out.contains(winner), "{lang}: {out}");
    }
    // Neither a name nor a colour: the name is asked for.
    let nameless = summer
        .replace("  - name: Anna\n", "  - start_player: true\n")
        .replacen("    start_player: true\n", "", 1);
    std::fs::write(dir.join("nameless.yaml"), nameless).unwrap();
    let (code, _, err) = run(&["check", dir.join("nameless.yaml").to_str().unwrap()]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("\"name\""), "{err}");
}

/// The Keyflower docs say what a new user asked: which printed side is side 0, which side of a
/// home tile is water, how many turn-order tiles and boats a 3-player game uses (the
/// rulebook's table, checked against the rulebook where the shared folder has it), that a
/// record lists the turn-order tiles once, and one way to write Sea Breese points.
#[test]
fn the_keyflower_docs_answer_a_new_user() {
    let position = std::fs::read_to_string("docs/keyflower-position.md").unwrap();
    let record = std::fs::read_to_string("docs/keyflower-record.md").unwrap();
    for said in [
        "**Which printed side is side 0.**",
        "**A home tile's water side.**",
        "| boat tiles | 2 | 3 | 4 | 5 | 6 |",
        "| turn-order tiles | 1 | 2 | 3 | 4 | 4 |",
        "A 3-player game thus has 3 boats and turn-order tiles 1 and 2.",
        "a record lists them once, in the spring\n`offer:`",
    ] {
        assert!(position.contains(said), "{said}");
    }
    assert!(record.contains("are not listed again"));
    // Sea Breese points: `printed: {sea-breese: N}` in both documents, no other form taught.
    assert!(record.contains("`printed: {sea-breese: N}` for a boat"));
    assert!(!record.contains("(not `printed:`)"));
    // The counts are the rulebook's.
    if let Some(rules) = crate::common::shared::shared_path("seeds/004_2f20a1dd7123d82e.txt") {
        let rules = std::fs::read_to_string(rules).unwrap();
        assert!(rules.contains("Boat\t2\t3\t4\t5\t6"));
        assert!(rules.contains("Turn order\t1\t2\t3\t4\t4"));
        assert!(rules.contains("home tiles each have five roads"));
    }
    // The documented homes read: water at printed side 5 (south-east) or 0 (east).
    for edges in ["RRRRRW", "WRRRRR"] {
        let text = std::fs::read_to_string("examples/keyflower-summer.yaml")
            .unwrap()
            .replace(
                "{tile: home-2, at: [0, 0], edges: RRRRRW",
                &format!("{{tile: home-2, at: [0, 0], edges: {edges}"),
            );
        let dir = TempDir::new("kf-home-water");
        let file = dir.join("home.yaml");
        std::fs::write(&file, text).unwrap();
        let (code, out, err) = run(&["check", file.to_str().unwrap()]);
        assert_eq!(code, 0, "{edges}: {out}{err}");
    }
}

#[test]
fn until_past_a_keyflower_record_counts_its_actions() {
    for (lang, want) in [
        (
            "en",
            "which has 31 actions; showing the position after the last action",
        ),
        (
            "nl",
            "dat 31 acties telt; de spelsituatie na de laatste actie",
        ),
    ] {
        let out = crate::common::arbiter(&[
            "--lang",
            lang,
            "score",
            "examples/keyflower-game.yaml",
            "--until",
            "999",
        ])
        .output()
        .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(want), "{lang}: {err}");
    }
    let rec = std::fs::read_dir("tests/records")
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().is_some_and(|e| e == "yaml"))
        .unwrap();
    let out = crate::common::arbiter(&["score", rec.to_str().unwrap(), "--until", "9999"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("moves; showing the position after the last move"),
        "{err}"
    );
}

#[test]
fn unwritten_expansion_state_is_named_in_words_in_both_languages() {
    for (file, en, nl) in [
        (
            "examples/tower.yaml",
            "No tower floors were written for Carol and Dave: taken as none placed yet.",
            "Voor Carol en Dave zijn geen torendelen opgeschreven: als nog geen gelegd genomen.",
        ),
        (
            "examples/abbey-and-mayor.yaml",
            "Nothing was written under “abbey” for Ann: taken as still holding their abbey tile.",
            "Voor Ann staat niets bij `abbey:`: de abdijtegel wordt als nog niet gelegd genomen.",
        ),
    ] {
        for (lang, want) in [("en", en), ("nl", nl)] {
            let out = crate::common::arbiter(&["--lang", lang, "score", file])
                .output()
                .unwrap();
            let text = String::from_utf8_lossy(&out.stdout);
            assert!(text.contains(want), "{file} {lang}: {text}");
        }
    }
}

/// Writes `text` as `NAME.yaml` in `dir` and returns its path.
fn position_file(dir: &TempDir, name: &str, text: &str) -> String {
    let file = dir.join(format!("{name}.yaml"));
    std::fs::write(&file, text).unwrap();
    file.to_str().unwrap().to_string()
}

/// The messages' lines joined back into one line each (miette wraps them with `│`).
fn unwrapped(text: &str) -> String {
    text.replace("\n  │ ", " ")
}

/// A tile that closes a city nobody holds completes it: `move` does not say "completes
/// nothing", but that no feature is scored.
#[test]
fn a_city_closed_without_a_follower_is_not_called_nothing_completed() {
    let dir = TempDir::new("unheld-city");
    let path = position_file(
        &dir,
        "base",
        "game: carcassonne\nplayers:\n  - {name: Ann, color: red}\n  - {name: Bob, color: blue}\n\
         turn: red\ntiles:\n  - {tile: D, at: [0, 0]}\n",
    );
    for (lang, want) in [
        ("en", "The move scores no feature."),
        ("nl", "Met deze zet wordt geen gebied geteld."),
    ] {
        let args = [
            "--lang", lang, "move", &path, "--tile", "E", "--at", "0,-1", "--rot", "180",
        ];
        let (code, out, err) = run(&args);
        assert_eq!(code, 0, "{err}");
        assert!(out.contains(want), "{lang}: {out}");
        assert!(!out.contains("completes nothing"), "{lang}: {out}");
    }
}

const DRAGON_AND_FAIRY: &str = "game: carcassonne
rules: {expansions: [princess-and-dragon]}
players:
  - {name: Ann, color: red}
  - {name: Bob, color: blue}
turn: red
tiles:
  - tile: D
    at: [0, 0]
    pieces: [red/follower@city:N]
  - {tile: DG/RFr.v, at: [1, 0]}
  - tile: BA/RFr
    at: [-1, 0]
    pieces: [blue/follower@road:E]
figures:
  - {kind: dragon, at: [1, 0]}
  - {kind: fairy, at: [-1, 0], beside: blue}
";

/// A move whose piece is refused still has its dragon's flight judged square by square: the
/// second square is judged from the first (the fairy's tile), not from where the dragon stood.
#[test]
fn a_dragon_square_after_a_refused_piece_is_judged_from_the_square_before() {
    let dir = TempDir::new("dragon-after-piece");
    let path = position_file(&dir, "pd", DRAGON_AND_FAIRY);
    let (code, out, err) = run(&[
        "--lang",
        "en",
        "move",
        &path,
        "--tile",
        "DG/Rr.d",
        "--at",
        "2,0",
        "--piece",
        "follower@road:W",
        "--step",
        "dragon=0,0",
        "--step",
        "dragon=-1,0",
    ]);
    assert_eq!(code, 1, "{err}");
    assert!(out.contains("[base.move.occupied]"), "{out}");
    assert!(
        out.contains("The fairy stands on the tile at -1,0: the dragon may not go there."),
        "{out}"
    );
    assert!(!out.contains("is not next to it"), "{out}");
}

const TOWER: &str = "game: carcassonne
rules: {expansions: [tower]}
players:
  - {name: Ann, color: red}
  - {name: Bob, color: blue}
turn: red
tower-floors: {red: {placed: 1}, blue: {placed: 0}}
tiles:
  - tile: D
    at: [0, 0]
    pieces: [blue/follower@road:E]
  - {tile: TO/F, at: [0, 1], height: 1}
";

/// Steps written in the wrong order: the reasons say what to write first, and in Dutch they
/// name every step by its Dutch name.
#[test]
fn steps_in_the_wrong_order_are_named_in_the_output_language() {
    let dir = TempDir::new("step-order");
    let path = position_file(&dir, "tower", TOWER);
    for (lang, capture, raise, wants) in [
        (
            "en",
            "tower-capture=blue@0,0",
            "tower-raise=0,1",
            [
                "The step tower-raise is done instead of placing a piece, so it comes first among the move's steps: write it before tower-capture.",
                "The step tower-capture can only come after tower-raise in the same turn.",
            ],
        ),
        (
            "nl",
            "gevangennemen=blauw@0,0",
            "torendeel-plaatsen=0,1",
            [
                "De stap torendeel-plaatsen doe je in plaats van een speelstuk te plaatsen, dus die stap komt als eerste: schrijf hem vóór gevangennemen.",
                "De stap gevangennemen kan alleen na torendeel-plaatsen in dezelfde beurt.",
            ],
        ),
    ] {
        let args = [
            "--lang", lang, "move", &path, "--tile", "E", "--at", "0,-1", "--rot", "180",
            "--step", capture, "--step", raise,
        ];
        let (code, out, err) = run(&args);
        assert_eq!(code, 1, "{err}");
        for want in wants {
            assert!(out.contains(want), "{lang}: {out}");
        }
        if lang == "nl" {
            assert!(!out.contains("tower-"), "{out}");
        }
    }
    // With a piece placed, the reason says so.
    let (code, out, _) = run(&[
        "--lang",
        "en",
        "move",
        &path,
        "--tile",
        "E",
        "--at",
        "0,-1",
        "--rot",
        "180",
        "--piece",
        "follower@city:S",
        "--step",
        "tower-raise=0,1",
    ]);
    assert_eq!(code, 1);
    assert!(
        out.contains("The step tower-raise is done instead of placing a piece, and this move places a piece already."),
        "{out}"
    );
}

const BIG_TOP: &str = "game: carcassonne
rules: {expansions: [under-the-big-top]}
players:
  - {name: Ann, color: red}
  - {name: Bob, color: blue}
turn: blue
tiles:
  - {tile: D, at: [0, 0]}
  - tile: BT/frfr.bt
    at: [1, 0]
    pieces: [red/follower@road:E]
figures:
  - {kind: big-top, at: [1, 0]}
";

/// Dutch messages of the big top write the step by its Dutch name, `dierenfiche=`, and a
/// token no animal token has is refused in plain words.
#[test]
fn the_big_top_speaks_dutch_steps_in_dutch() {
    let dir = TempDir::new("big-top-dutch");
    let path = position_file(&dir, "bt", BIG_TOP);
    let lay = [
        "move",
        &path,
        "--tile",
        "BT/cfff.bt",
        "--at",
        "0,-1",
        "--rot",
        "180",
    ];
    let (code, out, err) = run(&[&["--lang", "nl"], &lay[..]].concat());
    assert_eq!(code, 1, "{err}");
    assert!(
        out.contains("(de stap dierenfiche=1, 3, 4, 5, 6 of 7)"),
        "{out}"
    );
    assert!(!out.contains("animal-token"), "{out}");
    for (lang, step, want) in [
        (
            "nl",
            "dierenfiche=2",
            "De stap dierenfiche kan alleen 1, 3, 4, 5, 6, 7 zijn, niet \"2\".",
        ),
        (
            "en",
            "animal-token=2",
            "The step animal-token can only be 1, 3, 4, 5, 6, 7, not \"2\".",
        ),
    ] {
        let (code, _, err) = run(&[&["--lang", lang], &lay[..], &["--step", step]].concat());
        assert_eq!(code, 2, "{err}");
        assert!(err.contains(want), "{lang}: {err}");
    }
}

/// A current-edition box whose classic box arbiter judges names that box; the others list
/// all seven classic boxes.
#[test]
fn a_current_edition_box_names_the_classic_box_to_write() {
    let dir = TempDir::new("current-boxes");
    for (name, lang, want) in [
        ("Herders & Wijngaarden", "en", "arbiter judges the classic Hills & Sheep as JCloisterZone plays it: write Hills & Sheep."),
        ("Herders & Wijngaarden", "nl", "schrijf Schapen en Heuvels."),
        ("Bodes & Burgemeesters", "en", "write Abbey & Mayor."),
        ("Messengers & Mayors", "nl", "schrijf Burgemeesters en Abdijen."),
        ("Aanval & Afweer", "en", "The Princess & the Dragon; The Tower; Abbey & Mayor; King & Robber; Hills & Sheep; Under the Big Top; Bridges, Castles & Bazaars."),
        ("Aanval & Afweer", "nl", "Koning & Roofridder; Schapen en Heuvels; Het Circus; Bruggen, Burchten en Bazaars."),
    ] {
        let path = position_file(
            &dir,
            "box",
            &format!(
                "game: carcassonne\nrules:\n  expansions: [{name}]\nplayers:\n  - {{name: Ann, color: red}}\ntiles:\n  - {{tile: D, at: [0, 0]}}\n"
            ),
        );
        let (code, _, err) = run(&["--lang", lang, "check", &path]);
        assert_eq!(code, 2, "{name}: {err}");
        let err = unwrapped(&err);
        assert!(err.contains("box.yaml:3:16"), "{name}: {err}");
        assert!(err.contains(want), "{name} {lang}: {err}");
    }
}

/// A castle built is told as a castle, not as a key and its value (`castle: 1`).
#[test]
fn a_castle_built_is_told_in_words() {
    let dir = TempDir::new("castle-words");
    let path = position_file(
        &dir,
        "bcb",
        "game: carcassonne\nrules: {expansions: [bridges-castles-and-bazaars]}\nplayers:\n  - {name: Ann, color: red}\n  - {name: Bob, color: blue}\nturn: red\ntiles:\n  - {tile: D, at: [0, 0]}\n",
    );
    for (lang, piece, want) in [
        (
            "en",
            "follower@city:S",
            "The city at 0,-1 (city:S) is now a castle.",
        ),
        (
            "nl",
            "meeple@stad:Z",
            "De stad op 0,-1 (stad:Z) is nu een burcht.",
        ),
    ] {
        let (code, out, err) = run(&[
            "--lang", lang, "move", &path, "--tile", "E", "--at", "0,-1", "--rot", "180",
            "--piece", piece, "--step", "castle",
        ]);
        assert_eq!(code, 0, "{err}");
        assert!(out.contains(want), "{lang}: {out}");
        assert!(!out.contains("castle: 1"), "{lang}: {out}");
    }
}

/// A figure standing on a tile whose id is misspelt is not a second error: the tile's own
/// error says what is wrong.
#[test]
fn a_figure_on_a_misspelt_tile_is_not_a_second_error() {
    let dir = TempDir::new("figure-misspelt-tile");
    let path = position_file(
        &dir,
        "pd",
        &DRAGON_AND_FAIRY.replace("DG/RFr.v", "DG/RFR.v"),
    );
    for lang in ["en", "nl"] {
        let (code, _, err) = run(&["--lang", lang, "check", &path]);
        assert_eq!(code, 2, "{err}");
        assert!(err.contains("DG/RFR.v"), "{err}");
        assert!(err.contains("DG/RFr.v"), "{err}");
        assert_eq!(err.matches(" × ").count(), 1, "{lang}: {err}");
    }
}

/// A shepherd alone on the board: nothing is scored, the note does not say that no piece
/// stands in a field, and the scoring cites why the flock scores nothing (`hs.flock.end`).
#[test]
fn a_lone_shepherd_is_not_said_to_be_no_piece() {
    let dir = TempDir::new("lone-shepherd");
    let path = position_file(
        &dir,
        "hs",
        "game: carcassonne\nrules: {expansions: [hills-and-sheep]}\nplayers:\n  - {name: Ann, color: red}\ntiles:\n  - {tile: D, at: [0, 0]}\n  - {tile: B, at: [0, 1], sheep-2: 1, pieces: [red/shepherd@field:NNW]}\n",
    );
    for (lang, want) in [
        (
            "en",
            "Nothing is scored: no follower stands on an unfinished feature or a field",
        ),
        (
            "nl",
            "Er valt niets te tellen: geen meeple staat op een onvoltooid gebied of in een weide",
        ),
    ] {
        let (code, out, err) = run(&["--lang", lang, "score", &path]);
        assert_eq!(code, 0, "{err}");
        assert!(out.contains(want), "{lang}: {out}");
    }
    // The scoring cites the rule that gives the flock nothing.
    let (code, out, err) = run(&["--format", "json", "score", &path]);
    assert_eq!(code, 0, "{err}");
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json["rules"], serde_json::json!(["hs.flock.end"]), "{out}");
}

/// A move's consequences are told in the order they happen: the dragon lands, then what it
/// eats there; the tower grows, then the capture and the exchange it allows.
#[test]
fn a_move_is_told_in_the_order_it_happens() {
    let dir = TempDir::new("told-in-order");
    let pd = position_file(&dir, "pd", DRAGON_AND_FAIRY);
    let tower = position_file(
        &dir,
        "tower",
        &format!("{TOWER}held:\n  - {{holder: blue, owner: red, kind: follower}}\n"),
    );
    for (args, first, then) in [
        (
            vec![
                "move",
                &pd,
                "--tile",
                "DG/Rr.d",
                "--at",
                "2,0",
                "--step",
                "dragon=0,0",
            ],
            "The dragon now stands on the tile at 0,0. [pd.dragon.move]",
            "Ann's follower goes back to the supply. [pd.dragon.eat]",
        ),
        (
            vec![
                "move",
                &tower,
                "--tile",
                "E",
                "--at",
                "0,-1",
                "--rot",
                "180",
                "--step",
                "tower-raise=0,1",
                "--step",
                "tower-capture=blue@0,0",
            ],
            "The tower at 0,1 is now 2 floors high.",
            "Bob's follower goes back to the supply. [tower.exchange]",
        ),
    ] {
        let (code, out, err) = run(&[&["--lang", "en"], &args[..]].concat());
        assert_eq!(code, 0, "{err}");
        let at = |line: &str| out.find(line).unwrap_or_else(|| panic!("{line}: {out}"));
        assert!(at(first) < at(then), "{out}");
    }
}

/// The farmers a barn scores at once are counted by cities in `move`'s table, as in the
/// end-game table, not by tiles.
#[test]
fn a_field_scored_by_a_barn_counts_cities() {
    let dir = TempDir::new("barn-cities");
    let path = position_file(
        &dir,
        "am",
        "game: carcassonne\nrules: {expansions: [abbey-and-mayor]}\nplayers:\n  - {name: Ann, color: red}\n  - {name: Bob, color: blue}\nturn: red\n\
         tiles:\n  - {tile: D, at: [0, 0]}\n  - {tile: W, at: [1, 0]}\n  - {tile: BA/L, at: [0, 1], pieces: [blue/follower@field:NNW]}\n",
    );
    for (lang, action, want) in [
        ("en", "barn=1,1", "┆ 0 cities ┆"),
        ("nl", "herenboerderij=1,1", "┆ 0 steden ┆"),
    ] {
        let (code, out, err) = run(&[
            "--lang", lang, "move", &path, "--tile", "V", "--at", "1,1", "--rot", "180",
            "--action", action,
        ]);
        assert_eq!(code, 0, "{err}");
        assert!(out.contains(want), "{lang}: {out}");
    }
}

/// Under `princess-action: must`, the example of the step to write is in the output language:
/// `jonkvrouw=rood@0,0` in Dutch.
#[test]
fn the_princess_example_is_written_in_dutch_in_dutch() {
    let dir = TempDir::new("princess-must");
    let path = position_file(
        &dir,
        "pr",
        "game: carcassonne\nrules:\n  expansions: [princess-and-dragon]\n  princess-action: must\nplayers:\n  - {name: Ann, color: red}\n  - {name: Bob, color: blue}\nturn: blue\ntiles:\n  - {tile: D, at: [0, 0], pieces: [red/follower@city:N]}\n",
    );
    for (lang, piece, want) in [
        ("en", "follower@field:NNW", "(princess=red@0,0, say)"),
        (
            "nl",
            "meeple@weide:NNW",
            "(bijvoorbeeld jonkvrouw=rood@0,0)",
        ),
    ] {
        let (code, out, err) = run(&[
            "--lang", lang, "move", &path, "--tile", "DG/Cc.p", "--at", "0,-1", "--rot", "180",
            "--piece", piece,
        ]);
        assert_eq!(code, 1, "{err}");
        assert!(out.contains(want), "{lang}: {out}");
    }
}

/// A box name misspelt with a capital letter still gets the nearest key ("Towre": tower).
#[test]
fn a_capitalised_typo_of_a_box_gets_the_nearest_key() {
    let dir = TempDir::new("box-typo");
    let path = position_file(
        &dir,
        "towre",
        "game: carcassonne\nrules:\n  expansions: [Towre]\nplayers:\n  - {name: Ann, color: red}\ntiles:\n  - {tile: D, at: [0, 0]}\n",
    );
    for (lang, want) in [
        (
            "en",
            "Unknown expansion \"Towre\" (did you mean \"tower\"?)",
        ),
        (
            "nl",
            "Onbekende uitbreiding \"Towre\" (bedoel je \"tower\"?)",
        ),
    ] {
        let (code, _, err) = run(&["--lang", lang, "check", &path]);
        assert_eq!(code, 2, "{err}");
        assert!(unwrapped(&err).contains(want), "{lang}: {err}");
        assert!(err.contains("towre.yaml:3:16"), "{lang}: {err}");
    }
}

/// The fairy's 3 points are no count of the road's tiles: their row leaves the size and
/// completeness columns empty, and the road's own row keeps them.
#[test]
fn the_fairy_bonus_row_names_no_tiles() {
    let dir = TempDir::new("fairy-row");
    let path = position_file(&dir, "pd", DRAGON_AND_FAIRY);
    let (code, out, err) = run(&["--lang", "en", "score", &path]);
    assert_eq!(code, 0, "{err}");
    let cells = |rule: &str| -> Vec<String> {
        let line = out
            .lines()
            .find(|l| l.contains(rule) && l.contains("road"))
            .unwrap_or_else(|| panic!("{rule}: {out}"));
        line.split('┆').map(|c| c.trim().to_string()).collect()
    };
    let fairy = cells("pd.fairy.score");
    assert_eq!((fairy[2].as_str(), fairy[4].as_str()), ("", ""), "{out}");
    assert_eq!(fairy[6], "Bob 3", "{out}");
    let road = cells("base.road.incomplete");
    assert_eq!((road[2].as_str(), road[4].as_str()), ("3", "no"), "{out}");
}

/// A completed road whose card nobody holds: the problem points at the road's tile, names
/// the Robber, and its example writes the Robber's counter (it wrote `king` for both cards).
#[test]
fn a_card_nobody_holds_is_named_at_its_feature() {
    let dir = TempDir::new("card-no-holder");
    // A road between two crossroads: completed, three tiles.
    let path = position_file(
        &dir,
        "kr",
        "game: carcassonne\nrules: {expansions: [king-and-robber]}\nplayers:\n  - {name: Ann, color: red}\n  - {name: Bob, color: blue}\n\
         tiles:\n  - {tile: D, at: [0, 0]}\n  - {tile: W, at: [1, 0]}\n  - {tile: W, at: [-1, 0]}\n  - {tile: BA/CFc+, at: [0, -1], rot: 90}\n",
    );
    for (lang, want) in [
        ("en", "The road completed at 0,0 gives its card, the Robber, to someone: say who holds it under cards: (for example cards: {red: {robber: 1}})."),
        ("nl", "Door de voltooide weg op 0,0 heeft iemand de Roofridder: zeg wie onder cards: (bijvoorbeeld cards: {rood: {robber: 1}})."),
    ] {
        let (code, out, err) = run(&["--lang", lang, "check", &path]);
        assert_eq!(code, 1, "{err}");
        assert!(unwrapped(&out).contains(want), "{lang}: {out}");
        assert!(out.contains("kr.yaml:7:5"), "{lang}: {out}");
    }
}

/// A refused bazaar step says the amounts behind the refusal: the raise refused, the highest
/// bid and its bidder, the least raise; who still bids before the picker decides; the tiles
/// turned up so far, those still for sale, and how many of a tile the box holds.
#[test]
fn a_refused_bazaar_step_says_the_amounts() {
    let example = "examples/bridges-castles-and-bazaars.yaml";
    let laid = "bazaar-draw=BA/L bazaar-draw=BA/C bazaar-pick=BA/L bazaar-bid=2";
    for (steps, en, nl) in [
        (
            format!("{laid} bazaar-bid=2"),
            "Alice bids 2, but the highest bid is already 2 (Bob's): a raise is at least 3.",
            "Alice biedt 2, maar het hoogste bod is al 2 (van Bob): verhogen kan vanaf 3.",
        ),
        (
            format!("{laid} bazaar-sell"),
            "Bob buys or sells only once everyone has bid or passed: Alice still raises or passes first (the highest bid is 2, Bob's).",
            "Bob koopt of verkoopt pas als iedereen heeft geboden of gepast: eerst mag Alice nog verhogen of passen (het hoogste bod is 2, van Bob).",
        ),
        (
            format!("{laid} bazaar-bid=3 bazaar-bid=4"),
            "Everyone has bid or passed, and the highest bid is 3 (Alice's): Bob buys or sells.",
            "Iedereen heeft geboden of gepast, en het hoogste bod is 3 (van Alice): Bob koopt of verkoopt.",
        ),
        (
            "bazaar-draw=BA/L bazaar-pick=BA/L".to_string(),
            "as there are players (2): only 1 is so far.",
            "als er spelers zijn (2): er ligt er pas 1.",
        ),
        (
            "bazaar-draw=BA/L".to_string(),
            "The auction is not over: only 1 tile is turned up, of the 2 it needs.",
            "De veiling is niet voorbij: pas 1 tegel ligt open, van de 2 die nodig zijn.",
        ),
        (
            "bazaar-draw=BA/L bazaar-draw=BA/C bazaar-pick=BA/RRR".to_string(),
            "it is not among the tiles turned up and still unsold (BA/L, BA/C).",
            "die ligt niet open of is al verkocht (nog te koop: BA/L, BA/C).",
        ),
        (
            format!("{laid} bazaar-pick=BA/C"),
            "BA/L is on sale: Bob picks again only once it is sold.",
            "BA/L wordt geveild: Bob kiest pas weer als die verkocht is.",
        ),
        (
            "bazaar-draw=BB/RFR.b bazaar-draw=BB/RFR.b".to_string(),
            "No tile BB/RFR.b is left to turn up: the box holds one, turned up already in this auction.",
            "Er is geen tegel BB/RFR.b meer over om open te leggen: de doos heeft er één, en die ligt in deze veiling al open.",
        ),
    ] {
        for (lang, want) in [("en", en), ("nl", nl)] {
            let mut args = vec![
                "--lang", lang, "move", example, "--tile", "BB/R.bi", "--at", "2,0", "--rot", "90",
            ];
            for s in steps.split(' ') {
                args.extend(["--step", s]);
            }
            let (code, out, err) = run(&args);
            assert_eq!(code, 1, "{steps} {lang}: {out}{err}");
            assert!(out.contains(want), "{steps} {lang}: {out}");
        }
    }
}

/// `score` cites `tower.no-score` when the position shows what it leaves unscored (a tower
/// with floors, a follower on top, a prisoner), and `move` when a tower is raised or a
/// follower put on top; a position without a tower does not cite it.
#[test]
fn towers_that_score_nothing_cite_their_ruling() {
    let rules_of = |args: &[&str]| -> Vec<String> {
        let mut all = vec!["--format", "json"];
        all.extend_from_slice(args);
        let (code, out, err) = run(&all);
        assert_eq!(code, 0, "{args:?}: {out}{err}");
        let v: serde_json::Value = serde_json::from_str(&out).unwrap();
        serde_json::from_value(v["rules"].clone()).unwrap()
    };
    let cites = |args: &[&str]| rules_of(args).iter().any(|r| r == "tower.no-score");
    assert!(cites(&["score", "examples/tower.yaml"]));
    assert!(!cites(&["score", "examples/base-game.yaml"]));
    let mv = [
        "move",
        "examples/tower.yaml",
        "--player",
        "red",
        "--tile",
        "TO/CFR",
        "--at",
        "1,-1",
        "--rot",
        "0",
    ];
    for step in ["tower-top=follower@1,0", "tower-raise=1,0"] {
        let mut args = mv.to_vec();
        args.extend(["--step", step]);
        assert!(cites(&args), "{step}");
    }
    // A move laying a tile that touches no tower does not.
    assert!(!cites(&mv));
    // In both languages, --explain gives its text.
    for (lang, want) in [
        ("en", "tower.no-score — Towers never score"),
        ("nl", "tower.no-score — Torens leveren geen punten op"),
    ] {
        let (code, out, err) = run(&["--lang", lang, "score", "examples/tower.yaml", "--explain"]);
        assert_eq!(code, 0, "{err}");
        assert!(out.contains(want), "{lang}: {out}");
    }
}

/// Two wagons on roads the tile laid completes, each moving on onto the tile laid after the
/// scoring: `move` tells each as one line, from the road it left to the one it goes to,
/// citing `am.wagon.move`, not as a return and a placement; the JSON's `returned` still
/// lists both (the contract's field), and its effects are unchanged.
#[test]
fn a_wagon_moving_on_is_told_in_one_line() {
    let dir = TempDir::new("wagon-moves-on");
    let path = position_file(
        &dir,
        "wagons",
        "game: carcassonne\nrules: {expansions: [abbey-and-mayor]}\nplayers: [{name: Ann, color: red}, {name: Bob, color: blue}]\nturn: red\ntiles:\n  - {tile: BA/L, at: [-1, -1]}\n  - {tile: BA/LR, at: [-1, 0], rot: 270, pieces: [red/wagon@road:E]}\n  - {tile: BA/LR, at: [0, -1], pieces: [blue/wagon@road:S]}\n",
    );
    let mv = [
        "move",
        path.as_str(),
        "--tile",
        "BA/RRRR",
        "--at",
        "0,0",
        "--step",
        "wagon=red@0,0:road:E",
        "--step",
        "wagon=blue@0,0:road:S",
    ];
    for (lang, ann, bob, home) in [
        (
            "en",
            "Ann's wagon rides on from the road:E at -1,0 to the road:E at 0,0. [am.wagon.move]",
            "Bob's wagon rides on from the road:S at 0,-1 to the road:S at 0,0. [am.wagon.move]",
            "goes back to the supply",
        ),
        (
            "nl",
            "De wagen van Ann rijdt door van -1,0 (weg:O) naar 0,0 (weg:O). [am.wagon.move]",
            "De wagen van Bob rijdt door van 0,-1 (weg:Z) naar 0,0 (weg:Z). [am.wagon.move]",
            "gaat terug naar de voorraad",
        ),
    ] {
        let mut args = vec!["--lang", lang];
        args.extend(mv);
        let (code, out, err) = run(&args);
        assert_eq!(code, 0, "{out}{err}");
        assert!(out.contains(ann) && out.contains(bob), "{lang}: {out}");
        assert!(!out.contains(home), "{lang}: {out}");
    }
    // A wagon sent home that does not move on is still told going back.
    let (code, out, err) = run(&[
        "--lang",
        "en",
        "move",
        &path,
        "--tile",
        "BA/RRRR",
        "--at",
        "0,0",
        "--step",
        "wagon=red@0,0:road:E",
    ]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(
        out.contains("Bob's wagon goes back to the supply."),
        "{out}"
    );
    assert!(!out.contains("Ann's wagon goes back"), "{out}");
    let mut args = vec!["--format", "json"];
    args.extend(mv);
    let (code, out, err) = run(&args);
    assert_eq!(code, 0, "{out}{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        v["returned"],
        serde_json::json!([{"color": "blue", "kind": "wagon"}, {"color": "red", "kind": "wagon"}]),
        "{out}"
    );
    let kinds: Vec<&str> = v["effects"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["effect"].as_str().unwrap())
        .collect();
    assert_eq!(
        kinds,
        ["scored", "removed", "scored", "removed", "placed", "placed"],
        "{out}"
    );
}

/// Ann's shepherd (a token of 1 sheep) south of the road at 1,0, Bob's (a token of 2) north
/// of it at 2,0; Ann to move.
const FLOCKS: &str = "game: carcassonne
rules: {expansions: [hills-and-sheep]}
players:
  - {name: Ann, color: red}
  - {name: Bob, color: blue}
turn: red
tiles:
  - {tile: BA/RCr, at: [0, 0]}
  - {tile: BA/RFr, at: [1, 0], pieces: [red/shepherd@field:SSE], sheep-1: 1}
  - {tile: BA/RFr, at: [2, 0], pieces: [blue/shepherd@field:NNW], sheep-2: 1}
";

/// The flock's messages in Dutch say it as the rulings do, one word per term: the flock is
/// let grow ("laten groeien") or driven to the stable ("naar de stal drijven"), a field is
/// closed ("afgesloten"), a token is named by its sheep ("fiche met 4 schapen") or is a wolf,
/// and a choice is the player's ("je kiest"); the English names tokens the same way.
#[test]
fn the_flock_speaks_dutch_as_the_rulings_do() {
    let dir = TempDir::new("flock-dutch");
    let flocks = position_file(&dir, "flocks", FLOCKS);
    let full = position_file(&dir, "full", &FLOCKS.replace("sheep-2: 1", "sheep-4: 2"));
    let tile = ["--tile", "BA/RFr", "--at", "3,0"];
    for (file, steps, en, nl) in [
        (
            &flocks,
            &[][..],
            "The tile extends the field of Ann's shepherd at 1,0: the flock must grow or go to the stable (flock-grow or flock-score).",
            "De tegel breidt de weide van de herder van Ann op 1,0 uit: Ann moet de kudde laten groeien of naar de stal drijven (kudde-laten-groeien of naar-de-stal).",
        ),
        (
            &full,
            &["flock-grow=1,0", "sheep=4"][..],
            "No token of 4 sheep is left in the bag, which holds 1, 1, 1, 2,",
            "Er zit geen fiche met 4 schapen meer in de zak; daarin zitten nog: 1, 1, 1, 2,",
        ),
        (
            &flocks,
            &["flock-score=1,0", "sheep=1"][..],
            "No token is drawn now, so no token of 1 sheep either: a token is drawn only for a shepherd placed this turn or for a flock let grow just before.",
            "Er wordt nu geen fiche getrokken, dus ook geen fiche met 1 schaap: je trekt alleen een fiche voor een herder die je deze beurt zet, of voor een kudde die je net daarvoor laat groeien.",
        ),
        (
            &flocks,
            &["flock-grow=1,0", "sheep=4", "flock-score=1,0"][..],
            "The field of the shepherd at 1,0 has been decided this turn already: one choice per field.",
            "Voor de weide van de herder op 1,0 is deze beurt al gekozen: je kiest één keer per weide.",
        ),
    ] {
        for (lang, want) in [("en", en), ("nl", nl)] {
            let mut args = vec!["--lang", lang, "move", file.as_str()];
            args.extend(tile);
            for s in steps {
                args.extend(["--step", s]);
            }
            let (code, out, err) = run(&args);
            assert_eq!(code, 1, "{steps:?} {lang}: {out}{err}");
            assert!(out.contains(want), "{steps:?} {lang}: {out}");
        }
    }
    // Too many tokens of a kind on the board: named by their sheep.
    let over = position_file(&dir, "over", &FLOCKS.replace("sheep-2: 1", "sheep-4: 3"));
    for (lang, want) in [
        (
            "en",
            "3 tokens of 4 sheep lie in flocks, but the bag holds only 2 in all.",
        ),
        (
            "nl",
            "Er liggen 3 fiches met 4 schapen in kuddes, maar de zak heeft er in totaal maar 2.",
        ),
    ] {
        let (code, out, err) = run(&["--lang", lang, "--format", "json", "check", &over]);
        assert_eq!(code, 1, "{out}{err}");
        assert!(out.contains(want), "{lang}: {out}");
    }
    // No Dutch flock message says a field "goes shut", a token "is its draw", or names a
    // token by its bare word.
    let text = std::fs::read_to_string("locales/nl/hills-and-sheep.ftl").unwrap();
    for odd in ["dicht ging", "trekking", "fiches \"", "het fiche {"] {
        assert!(!text.contains(odd), "{odd}");
    }
}

/// `import_and_replay` fails the test itself at an illegal move, so asking its replay whether
/// a move was illegal can never fail: no test does, each asserts what the replay yields.
#[test]
fn no_test_asks_an_imported_replay_whether_it_stopped() {
    use crate::common::rust_source::{code_only, rust_files};
    let mut dead = Vec::new();
    for path in rust_files(std::path::Path::new("tests")) {
        let code = code_only(&std::fs::read_to_string(&path).unwrap());
        let mut bound: Option<String> = None;
        for (n, line) in code.lines().enumerate() {
            if let Some(rest) = line.trim_start().strip_prefix("let ") {
                let name: String = rest
                    .trim_start_matches("mut ")
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                if line.contains("import_and_replay(") {
                    bound = Some(name);
                } else if bound.as_deref() == Some(name.as_str()) {
                    bound = None;
                }
            }
            if let Some(name) = &bound {
                if line.contains(&format!("{name}.illegal")) {
                    dead.push(format!("{}:{}", path.display(), n + 1));
                }
            }
        }
    }
    assert!(dead.is_empty(), "{dead:?}");
}
