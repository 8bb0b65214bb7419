//! JCloisterZone's rule options (its `Rule` enum and the game elements a save switches on),
//! as docs/rule-options.md lists them: each value arbiter takes judged as JCloisterZone's code
//! plays it, where no other test file shows a verdict that differs from the default's, and
//! what the import does with a save that plays by something arbiter does not judge (refused,
//! exit 2, naming it; never judged by the default instead).

use crate::common::{run, run_with_input, write_in, TempDir};

/// The totals `arbiter score` gives `position` (standard input) with `args` added.
fn totals(position: &str, args: &[&str]) -> Vec<i64> {
    let mut all = vec!["--format", "json", "score", "-"];
    all.extend_from_slice(args);
    let (code, out, err) = run_with_input(&all, position);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).expect("json");
    crate::common::totals(&v)
}

/// `arbiter move -` on `position` with `args`: exit status and the problems' rules.
fn judged(position: &str, args: &[&str]) -> (i32, Vec<String>) {
    let mut all = vec!["--format", "json", "move", "-"];
    all.extend_from_slice(args);
    let (code, out, err) = run_with_input(&all, position);
    let v: serde_json::Value =
        serde_json::from_str(&out).unwrap_or_else(|e| panic!("{e}: {out}{err}"));
    let rules = v["problems"].as_array().map_or_else(Vec::new, |ps| {
        ps.iter()
            .map(|p| p["rule"].as_str().unwrap_or_default().to_string())
            .collect()
    });
    (code, rules)
}

/// A road of seven tiles left open: Ann's two followers on hill tiles (0,0 and 2,0), Bob's on
/// a hill tile (2,2) and on a plain one (4,2); the tiles between hold nobody (they joined the
/// parts last). Strength 2 each.
const HILL_ROAD: &str = "game: carcassonne
rules:
  expansions: [hills-and-sheep]
players:
  - {name: Ann, color: red}
  - {name: Bob, color: blue}
tiles:
  - {tile: HS/RFR.h, at: [0, 0], rot: 90, pieces: [red/follower@road:E]}
  - {tile: U, at: [1, 0]}
  - {tile: HS/CRr.h, at: [2, 0], rot: 90, pieces: [red/follower@road:W]}
  - {tile: U, at: [2, 1], rot: 90}
  - {tile: HS/RrC.h, at: [2, 2], rot: 180, pieces: [blue/follower@road:N]}
  - {tile: U, at: [3, 2]}
  - {tile: U, at: [4, 2], pieces: [blue/follower@road:W]}
";

/// `hill-tiebreaker` (JCloisterZone `Scoreable.getPowers`): tied on strength, both players
/// have a follower on a hill, so `at-least-one-follower` shares the road (7 each), while
/// `number-of-followers` gives it to Ann alone, two on hills against one.
#[test]
fn the_hills_count_followers_under_number_of_followers() {
    let (code, out, _) = run_with_input(&["check", "-"], HILL_ROAD);
    assert_eq!(code, 0, "{out}");
    assert_eq!(totals(HILL_ROAD, &[]), vec![7, 7]);
    let count = ["--rules", "hill-tiebreaker=number-of-followers"];
    assert_eq!(totals(HILL_ROAD, &count), vec![7, 0]);
    // One hill each: the option changes nothing.
    let one_each = HILL_ROAD.replace(
        "{tile: HS/RFR.h, at: [0, 0], rot: 90,",
        "{tile: BA/RFr, at: [0, 0], rot: 0,",
    );
    assert_eq!(totals(&one_each, &count), totals(&one_each, &[]));
}

/// Six monastery tiles, one field; Bob's barn at the corner of 1,1. Ann lays the fourth
/// `BA/L` at 2,1 and puts her barn at its north-west corner, in the same field.
const BARNS: &str = "game: carcassonne
rules:
  expansions: [abbey-and-mayor]
players:
  - {name: Ann, color: red}
  - {name: Bob, color: blue}
turn: red
tiles:
  - {tile: BA/L, at: [0, 0]}
  - {tile: BA/L, at: [1, 0]}
  - {tile: BA/L, at: [2, 0]}
  - {tile: BA/LR, at: [0, 1]}
  - {tile: BA/LR, at: [1, 1]}
figures:
  - {kind: barn, owner: blue, corner: [1, 1]}
";

/// `barn-placement` (JCloisterZone `BarnCapability.onActionPhaseEntered`): by default no barn
/// goes into a field that holds one; under `occupied` it may, and at the end each barn's owner
/// scores the field once (`ScoreFieldBarn`).
#[test]
fn a_second_barn_joins_a_field_only_under_occupied() {
    let barn = ["--tile", "BA/L", "--at", "2,1", "--action", "barn=2,1"];
    let (code, rules) = judged(BARNS, &barn);
    assert_eq!((code, rules), (1, vec!["am.barn.place".to_string()]));
    let occupied = BARNS.replace(
        "expansions: [abbey-and-mayor]\n",
        "expansions: [abbey-and-mayor]\n  barn-placement: occupied\n",
    );
    let (code, rules) = judged(&occupied, &barn);
    assert_eq!((code, rules), (0, vec![]));
    // Both barns in one field beside a completed city: 4 each.
    let two = "game: carcassonne
rules:
  expansions: [abbey-and-mayor]
  barn-placement: occupied
players:
  - {name: Ann, color: red}
  - {name: Bob, color: blue}
tiles:
  - {tile: BA/L, at: [0, 0]}
  - {tile: BA/L, at: [1, 0]}
  - {tile: BA/L, at: [2, 0]}
  - {tile: BA/LR, at: [0, 1]}
  - {tile: BA/LR, at: [1, 1]}
  - {tile: BA/L, at: [2, 1]}
  - {tile: BA/C, at: [1, -1]}
  - {tile: BA/C, at: [1, -2], rot: 180}
figures:
  - {kind: barn, owner: blue, corner: [1, 1]}
  - {kind: barn, owner: red, corner: [2, 1]}
";
    assert_eq!(totals(two, &[]), vec![4, 4]);
}

/// A save's setup with `sets`, `elements` and `rules`, one tile laid and committed.
fn save(sets: &str, elements: &str, rules: &str) -> String {
    format!(
        r#"{{"setup": {{"sets": {sets}, "elements": {elements}, "rules": {rules},
  "start": [{{"tile": "BA/RCr", "x": 0, "y": 0, "rotation": 0}}]}},
 "players": [{{"name": "Eva", "slot": 0}}, {{"name": "Carol", "slot": 1}}],
 "replay": [
  {{"type": "PLACE_TILE", "payload": {{"tileId": "BA/L", "rotation": "R0", "position": [0, 1]}}, "player": 0}},
  {{"type": "COMMIT", "payload": {{}}, "player": 0}}],
 "gameAnnotations": {{"endTurn": 1}}}}"#
    )
}

/// `arbiter import` of `text`: its exit status, the record written and the error text.
fn import(dir: &TempDir, name: &str, text: &str) -> (i32, String, String) {
    let file = write_in(dir, &format!("{name}.jcz"), text);
    run(&["import", &file, "-o", "-"])
}

/// JCloisterZone's `farmers` element left out: no follower goes into a field (its
/// `AbstractActionPhase`), written `farmers: not-placed`; a follower placed in a field, also
/// through a magic portal, is then illegal, a shepherd is not, and a barn still scores.
#[test]
fn a_game_without_farmers_places_none() {
    let dir = TempDir::new("no-farmers");
    let (code, yaml, err) = import(
        &dir,
        "plain",
        &save(r#"{"basic:1": 1}"#, r#"{"small-follower": 7}"#, "{}"),
    );
    assert_eq!(code, 0, "{err}");
    assert!(yaml.contains("farmers: not-placed"), "{yaml}");
    let record = write_in(&dir, "plain.yaml", &yaml);
    let (code, _, err) = run(&["replay", &record]);
    assert_eq!(code, 0, "{err}");
    // `"farmers": false` is still farmers for JCloisterZone (`containsKey`).
    let (_, yaml, _) = import(
        &dir,
        "false",
        &save(
            r#"{"basic:1": 1}"#,
            r#"{"small-follower": 7, "farmers": false}"#,
            "{}",
        ),
    );
    assert!(yaml.contains("farmers: third-edition"), "{yaml}");

    let portal = "game: carcassonne
rules:
  expansions: [princess-and-dragon, hills-and-sheep]
  farmers: not-placed
players:
  - {name: Alice, color: red}
  - {name: Bob, color: blue}
turn: red
tiles:
  - {tile: BA/RCr, at: [0, 0]}
  - {tile: BA/L, at: [0, 1]}
";
    let lay = ["--tile", "DG/RrRr.g", "--at", "1,0"];
    let farmer = [&lay[..], &["--step", "portal=follower@0,1:field:NNW"]].concat();
    let not_placed = vec!["variant.farmers-not-placed".to_string()];
    assert_eq!(judged(portal, &farmer), (1, not_placed.clone()));
    let default = portal.replace("  farmers: not-placed\n", "");
    assert_eq!(judged(&default, &farmer).0, 0);
    let own = [&lay[..], &["--piece", "follower@field:NNW"]].concat();
    assert_eq!(judged(portal, &own), (1, not_placed.clone()));
    let knight = [
        "--tile",
        "BA/C",
        "--at",
        "0,-1",
        "--rot",
        "180",
        "--piece",
        "follower@city:S",
    ];
    assert_eq!(judged(portal, &knight).0, 0);
    let shepherd = [
        "--tile",
        "BA/L",
        "--at",
        "-1,1",
        "--piece",
        "shepherd@field:NNW",
        "--step",
        "sheep=2",
    ];
    assert_eq!(judged(portal, &shepherd), (0, vec![]));
    // A follower standing in a field makes the position illegal, at its line.
    let standing = portal.replace(
        "  - {tile: BA/L, at: [0, 1]}\n",
        "  - {tile: BA/L, at: [0, 1], pieces: [red/follower@field:NNW]}\n",
    );
    let (code, out, err) = run_with_input(&["check", "-"], &standing);
    assert_eq!(code, 1, "{out}");
    assert!(
        format!("{out}{err}").contains("variant.farmers-not-placed"),
        "{out}{err}"
    );
    // A barn scores its field as ever: 4 for the completed city beside it.
    let barn = "game: carcassonne
rules:
  expansions: [abbey-and-mayor]
  farmers: not-placed
players:
  - {name: Ann, color: red}
  - {name: Bob, color: blue}
tiles:
  - {tile: BA/L, at: [0, 0]}
  - {tile: BA/L, at: [1, 0]}
  - {tile: BA/L, at: [0, 1]}
  - {tile: BA/L, at: [1, 1]}
  - {tile: BA/C, at: [0, -1]}
  - {tile: BA/C, at: [0, -2], rot: 180}
figures:
  - {kind: barn, owner: blue, corner: [1, 1]}
";
    assert_eq!(totals(barn, &[]), vec![0, 4]);
}

/// A save that plays an expansion's tiles without an element that changes how JCloisterZone
/// plays them is refused (exit 2), naming the element; one left out that only takes a piece or
/// an action away is judged alike and imported; a number of pieces no option says is refused.
#[test]
fn the_import_refuses_an_expansion_played_without_what_changes_it() {
    let dir = TempDir::new("elements");
    let refused = |name: &str, sets: &str, elements: &str, rules: &str, names: &str| {
        let (code, out, err) = import(&dir, name, &save(sets, elements, rules));
        assert_eq!(code, 2, "{name}: {out}");
        assert!(err.contains(names), "{name}: {err}");
    };
    let pd = r#"{"basic:1": 1, "princess-and-dragon:1": 1}"#;
    // The volcano brings no dragon without its element.
    refused(
        "no-dragon",
        pd,
        r#"{"small-follower": 7, "farmers": true, "fairy": 1, "princess": true, "portal": true}"#,
        "{}",
        "dragon",
    );
    // `princess-action: must` means nothing without the princess.
    refused(
        "must-no-princess",
        pd,
        r#"{"small-follower": 7, "farmers": true, "dragon": 1}"#,
        r#"{"princess-action": "must"}"#,
        "element princess",
    );
    // The inns double nothing, the hills break no tie, the cards score nothing.
    refused(
        "no-inn",
        r#"{"basic:1": 1, "inns-and-cathedrals:1": 1}"#,
        r#"{"small-follower": 7, "farmers": true, "big-follower": 1, "cathedral": true}"#,
        "{}",
        "inn",
    );
    refused(
        "no-hill",
        r#"{"basic:1": 1, "hills-and-sheep:1": 1}"#,
        r#"{"small-follower": 7, "farmers": true, "shepherd": 1, "vineyard": true}"#,
        "{}",
        "hill",
    );
    refused(
        "no-robber",
        r#"{"basic:1": 1, "king-and-robber:1": 1}"#,
        r#"{"small-follower": 7, "farmers": true, "king": true}"#,
        "{}",
        "robber",
    );
    // Six followers, two big followers: no option says it.
    refused(
        "six",
        r#"{"basic:1": 1}"#,
        r#"{"small-follower": 6, "farmers": true}"#,
        "{}",
        "small-follower",
    );
    refused(
        "two-big",
        r#"{"basic:1": 1, "inns-and-cathedrals:1": 1}"#,
        r#"{"small-follower": 7, "farmers": true, "big-follower": 2, "cathedral": true, "inn": true}"#,
        "{}",
        "big-follower",
    );
    let imported = |name: &str, sets: &str, elements: &str, rules: &str| {
        let (code, yaml, err) = import(&dir, name, &save(sets, elements, rules));
        assert_eq!(code, 0, "{name}: {err}");
        yaml
    };
    // Only the dragon of the box: the fairy, princess and portal are choices never taken.
    imported(
        "dragon-only",
        pd,
        r#"{"small-follower": 7, "farmers": true, "dragon": 1}"#,
        "{}",
    );
    // The fairy with the base tiles only (JCloisterZone's own tests do that).
    imported(
        "fairy-only",
        r#"{"basic:1": 1}"#,
        r#"{"small-follower": 7, "farmers": true, "fairy": 1}"#,
        "{}",
    );
    // Rules of expansions arbiter refuses anyway change nothing here: passed over.
    let yaml = imported(
        "inert-rules",
        r#"{"basic:1": 1}"#,
        r#"{"small-follower": 7, "farmers": true}"#,
        r#"{"tunnelize-other-expansions": false, "count-move": "clockwise"}"#,
    );
    assert!(!yaml.contains("tunnel"), "{yaml}");
    // The older tiny city: two-tile-city 2, as `City.getStructurePoints` scores it.
    let yaml = imported(
        "tiny",
        r#"{"basic:1": 1}"#,
        r#"{"small-follower": 7, "farmers": true}"#,
        r#"{"tiny-city-scoring": "2"}"#,
    );
    assert!(yaml.contains("two-tile-city: 2"), "{yaml}");
    // A rule arbiter does not know is refused, naming it and its value.
    refused(
        "gq11",
        r#"{"basic:1": 1}"#,
        r#"{"small-follower": 7, "farmers": true}"#,
        r#"{"gq11-pig-herd": "nothing"}"#,
        "gq11-pig-herd",
    );
}
