//! Hills & Sheep against JCloisterZone (read from `../shared`, skipped with a message where
//! that folder is absent): JCloisterZone's own Hills & Sheep scenarios (two cities sharing an
//! edge, with abbeys; vineyards; shepherds, their draws rebuilt from the saves' random numbers) imported and replayed reach their asserted scores.

/// JCloisterZone's Hills & Sheep scenarios, each reaching every assertion it makes
/// (`crate::jcz_import::check_file`): the flock-, multi_city_merge- and abbey scenarios
/// assert only totals (1 or 2 each); the two vineyard scenarios a total and a monastery
/// event each.
pub(crate) const SCENARIOS: &[&str] = &[
    "hills-and-sheep/flock-deploy-on-closed-farm",
    "hills-and-sheep/flock-expand-on-closed",
    "hills-and-sheep/flock-inner-farm",
    "hills-and-sheep/flock-multiple-shepherds",
    "hills-and-sheep/flock-opponent-close-flock",
    "hills-and-sheep/flock-scores-all-players",
    "hills-and-sheep/flock-scoring",
    "hills-and-sheep/multi_city_merge",
    "hills-and-sheep/multi_city_merge2",
    "hills-and-sheep/multi_city_merge3",
    "hills-and-sheep/multi_city_merge_abbey",
    "hills-and-sheep/multi_city_merge_abbey2",
    "hills-and-sheep/multi_city_merge_open",
    "hills-and-sheep/vineyards-incomplete-monastery",
    "hills-and-sheep/vineyards-monastery",
];

#[test]
fn jcloisterzone_scenarios_reach_their_asserted_scores() {
    crate::jcz_import::check_scenarios(SCENARIOS);
}

/// The totals `arbiter score` gives `position` (standard input) under `rules`.
fn totals(position: &str, rules: &[&str]) -> Vec<i64> {
    let mut args = vec!["--format", "json", "score", "-"];
    args.extend_from_slice(rules);
    let (code, out, err) = crate::common::run_with_input(&args, position);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).expect("json");
    v["players"]
        .as_array()
        .expect("players")
        .iter()
        .map(|p| p["total"].as_i64().expect("total"))
        .collect()
}

/// The example's tie for a city goes to the knight on the hill, under either tie-break; the
/// same city with the hill tile's vineyard twin (same city, no hill) is shared.
#[test]
fn a_hill_breaks_a_tie_for_a_city() {
    let example = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/examples/hills-and-sheep.yaml"
    ))
    .expect("the example");
    assert_eq!(totals(&example, &[]), vec![3, 0]);
    let count = ["--rules", "hill-tiebreaker=number-of-followers"];
    assert_eq!(totals(&example, &count), vec![3, 0]);
    let flat = example.replace("tile: HS/Cc.h.1", "tile: HS/Cc.v");
    assert_eq!(totals(&flat, &[]), vec![3, 3]);
    // With Hills & Sheep not in play, its tiles are there but the hill decides nothing.
    let off = example.replace("expansions: [hills-and-sheep]", "expansions: []");
    let (code, _, _) = crate::common::run_with_input(&["check", "-"], &off);
    assert_eq!(
        code, 1,
        "a Hills & Sheep tile without the expansion is illegal"
    );
}

/// Ann's shepherd (one token of 1 sheep) south of the road at 1,0 and Bob's (one of 2) north
/// of it at 2,0; Ann to move.
const FLOCKS: &str = "game: carcassonne
rules:
  expansions: [hills-and-sheep]
players:
  - {name: Ann, color: red}
  - {name: Bob, color: blue}
turn: red
tiles:
  - {tile: BA/RCr, at: [0, 0]}
  - {tile: BA/RFr, at: [1, 0], pieces: [red/shepherd@field:SSE], sheep-1: 1}
  - {tile: BA/RFr, at: [2, 0], pieces: [blue/shepherd@field:NNW], sheep-2: 1}
";

/// `arbiter move - --format json` on `position` with `args`: exit status and the JSON.
fn judge(position: &str, args: &[&str]) -> (i32, serde_json::Value, String) {
    let mut all = vec!["--format", "json", "move", "-"];
    all.extend_from_slice(args);
    let (code, out, err) = crate::common::run_with_input(&all, position);
    (code, serde_json::from_str(&out).unwrap_or_default(), err)
}

fn rules_of(v: &serde_json::Value) -> String {
    v["problems"].to_string()
}

/// Extending the field of one's own shepherd owes a choice; growing draws a token (it must be
/// in the bag), scoring pays every shepherd's owner in the field and sends them home.
#[test]
fn a_flock_grows_or_goes_to_the_stable() {
    let tile = ["--tile", "BA/RFr", "--at", "3,0"];
    let (code, v, _) = judge(FLOCKS, &tile);
    assert_eq!(code, 1, "{v}");
    assert!(rules_of(&v).contains("hs.flock.grow"), "{v}");
    let with = |steps: &[&str]| {
        let mut a = tile.to_vec();
        for s in steps {
            a.extend_from_slice(&["--step", s]);
        }
        judge(FLOCKS, &a)
    };
    let (code, v, _) = with(&["flock-grow=1,0", "sheep=4"]);
    assert_eq!(code, 0, "{v}");
    let (code, v, _) = with(&["flock-score=1,0"]);
    assert_eq!(code, 0, "{v}");
    assert_eq!(v["scored"], serde_json::json!({"red": 1, "blue": 0}));
    // Bob's field is not Ann's to decide; a wolf sends Ann's shepherd home, no points.
    let (code, v, _) = with(&["flock-grow=2,0", "sheep=3"]);
    assert_eq!(code, 1, "{v}");
    let (code, v, _) = with(&["flock-grow=1,0", "sheep=wolf"]);
    assert_eq!(code, 0, "{v}");
    assert_eq!(v["scored"], serde_json::json!({"red": 0, "blue": 0}));
    // With every token of 4 sheep already lying in flocks, a 4 is not in the bag.
    let full = FLOCKS.replace("sheep-2: 1", "sheep-4: 2");
    let (code, v, _) = judge(
        &full,
        &[
            "--tile",
            "BA/RFr",
            "--at",
            "3,0",
            "--step",
            "flock-grow=1,0",
            "--step",
            "sheep=4",
        ],
    );
    assert_eq!(code, 1, "{v}");
    assert!(rules_of(&v).contains("hs.shepherd.supply"), "{v}");
}

/// A shepherd goes only into a field without one, draws at once, and a drawn token must be
/// written; a bad token is bad input.
#[test]
fn placing_a_shepherd_draws_a_token() {
    let position = FLOCKS.replace("turn: red", "turn: blue");
    let place = |position: &str, field: &str, steps: &[&str]| {
        let piece = format!("shepherd@{field}");
        let mut a = vec!["--tile", "BA/RFr", "--at", "3,0", "--piece", piece.as_str()];
        for s in steps {
            a.extend_from_slice(&["--step", s]);
        }
        let a: Vec<String> = a.iter().map(|s| s.to_string()).collect();
        let a: Vec<&str> = a.iter().map(String::as_str).collect();
        judge(position, &a)
    };
    // Bob's shepherd stands north of the road already: he has none left, and that field
    // holds one.
    let (code, v, _) = place(&position, "field:SSE", &["sheep=2"]);
    assert_eq!(code, 1, "{v}");
    let open = position.replace("pieces: [blue/shepherd@field:NNW], sheep-2: 1", "");
    let (code, v, _) = place(&open, "field:NNW", &[]);
    assert_eq!(code, 1, "a draw is owed: {v}");
    let (code, v, _) = place(&open, "field:NNW", &["sheep=3"]);
    assert_eq!(code, 0, "{v}");
    let (code, _, err) = place(&open, "field:NNW", &["sheep=5"]);
    assert_eq!(code, 2, "{err}");
}

/// Flocks in a position: sheep without a shepherd and more tokens than the bag holds are
/// illegal at their lines; a number of sheep out of bounds is too.
#[test]
fn flocks_in_a_position_are_checked() {
    let (code, out, _) = crate::common::run_with_input(&["check", "-"], FLOCKS);
    assert_eq!(code, 0, "{out}");
    let lonely = FLOCKS.replace("pieces: [blue/shepherd@field:NNW], ", "");
    let (code, out, err) = crate::common::run_with_input(&["check", "-"], &lonely);
    assert_eq!(code, 1, "{out}{err}");
    assert!(format!("{out}{err}").contains(":11:"), "{out}{err}");
    let many = FLOCKS.replace("sheep-2: 1", "sheep-1: 4");
    let (code, out, err) = crate::common::run_with_input(&["check", "-"], &many);
    assert_eq!(code, 1, "{out}{err}");
    assert!(
        format!("{out}{err}").contains("hs.shepherd.supply"),
        "{out}{err}"
    );
    let (code, out, err) = crate::common::run_with_input(&["--lang", "nl", "check", "-"], &lonely);
    assert_eq!(code, 1);
    assert!(format!("{out}{err}").contains("herder"), "{out}{err}");
}

/// A hill laid while tiles are left hides one; the same tile without Hills & Sheep hides none.
#[test]
fn a_hill_hides_a_tile() {
    use arbiter_engine::carcassonne::catalogue::Catalogue;
    use arbiter_engine::carcassonne::game_end::hidden_tiles;
    use arbiter_engine::carcassonne::geometry::{Pos, Rotation};
    use arbiter_engine::carcassonne::pieces::{Color, Player};
    use arbiter_engine::carcassonne::replay::RecordMove;
    use arbiter_engine::carcassonne::turn::PieceAction;
    use arbiter_engine::carcassonne::{Expansion, Move, Rules, Setup};
    let cat = Catalogue::get();
    let hill = cat.index_of("HS/RFR.h").expect("a hill tile");
    let plain = cat.index_of("BA/RFr").expect("a plain tile");
    let mv = |def| RecordMove {
        mv: Move {
            player: None,
            def,
            pos: Pos::new(1, 0),
            rot: Rotation::R0,
            action: PieceAction::None,
            steps: Vec::new(),
            again: false,
        },
    };
    let players = vec![Player {
        name: "Ann".into(),
        color: Color::Red,
    }];
    let mut rules = Rules::default();
    rules.expansions.push(Expansion::HillsAndSheep);
    let start = Setup::new(rules, players.clone());
    assert_eq!(hidden_tiles(&start, &[mv(hill)]), 1);
    assert_eq!(hidden_tiles(&start, &[mv(plain)]), 0);
    let without = Setup::new(Rules::default(), players);
    assert_eq!(hidden_tiles(&without, &[mv(hill)]), 0);
}

/// The dragon eats a shepherd: its sheep go back to the bag whether the dragon flies before
/// the scoring (the default) or after it (`dragon-move: after-scoring`, once the turn's steps
/// are all done).
#[test]
fn the_dragon_sends_a_flock_back_to_the_bag() {
    let position = "\
game: carcassonne
rules:
  expansions: [princess-and-dragon, hills-and-sheep]
players:
  - {name: Alice, color: red}
  - {name: Bob, color: blue}
turn: blue
tiles:
  - {tile: BA/RCr, at: [0, 0], sheep-2: 1, pieces: [{owner: red, kind: shepherd, feature: \"field:SSW\"}]}
  - {tile: \"DG/Rr.v\", at: [1, 0], rot: 0}
figures:
  - {kind: dragon, at: [1, 0]}
";
    let after = position.replace(
        "hills-and-sheep]\n",
        "hills-and-sheep]\n  dragon-move: after-scoring\n",
    );
    assert_ne!(after, position);
    for text in [position, &after] {
        let (code, v, _) = judge(
            text,
            &[
                "--tile",
                "DG/Rr.d",
                "--at",
                "1,1",
                "--rot",
                "90",
                "--step",
                "dragon=0,0",
            ],
        );
        assert_eq!(code, 0, "{v}");
        let effects = v["effects"].as_array().expect("effects");
        let emptied: Vec<_> = effects
            .iter()
            .filter(|e| e["effect"] == "tile_state" && e["key"] == "sheep-2")
            .collect();
        assert_eq!(emptied.len(), 1, "{v}");
        assert_eq!(emptied[0]["value"], 0, "{v}");
        assert_eq!(emptied[0]["square"], "0,0", "{v}");
    }
}

/// Four road curves ring a small field; Alice's shepherd (one token of 3 sheep) stands in it
/// at 0,0 and the dragon on the volcano at 1,0. Bob closes the ring with a dragon tile at 1,1.
const RING: &str = "\
game: carcassonne
rules:
  expansions: [princess-and-dragon, hills-and-sheep]
players:
  - {name: Alice, color: red}
  - {name: Bob, color: blue}
turn: blue
tiles:
  - {tile: BA/Rr, at: [0, 0], rot: 270, sheep-3: 1, pieces: [{owner: red, kind: shepherd, feature: \"field:SSE\"}]}
  - {tile: DG/Rr.v, at: [1, 0], rot: 0}
  - {tile: BA/Rr, at: [0, 1], rot: 180}
figures:
  - {kind: dragon, at: [1, 0]}
";

/// JCloisterZone's shepherd phase comes before the dragon's (`ShepherdPhase` before
/// `DragonPhase` in `GameStatePhaseReducer`): the field the dragon tile closes goes to the
/// stable first, so the dragon flying over the shepherd's tile finds it gone home with its
/// 3 points; and the mover's own choice for a flock comes before the flight, not after it.
#[test]
fn a_closed_field_goes_to_the_stable_before_the_dragon_flies() {
    let flight = [
        "--tile",
        "DG/Rr.d",
        "--at",
        "1,1",
        "--rot",
        "90",
        "--step",
        "dragon=0,0",
        "--step",
        "dragon=0,1",
        "--step",
        "dragon=1,1",
    ];
    let (code, v, _) = judge(RING, &flight);
    assert_eq!(code, 0, "{v}");
    assert_eq!(v["scored"], serde_json::json!({"red": 3, "blue": 0}), "{v}");
    // Bob's own shepherd there: his choice is owed before the dragon's first square.
    let bobs = RING.replace("owner: red, kind: shepherd", "owner: blue, kind: shepherd");
    let (code, v, _) = judge(&bobs, &flight);
    assert_eq!(code, 1, "{v}");
    assert!(rules_of(&v).contains("hs.flock.grow"), "{v}");
    let mut late = flight.to_vec();
    late.extend_from_slice(&["--step", "flock-score=0,0"]);
    let (code, v, _) = judge(&bobs, &late);
    assert_eq!(code, 1, "{v}");
    let mut first = flight[..6].to_vec();
    first.extend_from_slice(&["--step", "flock-grow=0,0", "--step", "sheep=2"]);
    first.extend_from_slice(&flight[6..]);
    let (code, v, _) = judge(&bobs, &first);
    assert_eq!(code, 0, "{v}");
    assert_eq!(v["scored"], serde_json::json!({"red": 0, "blue": 5}), "{v}");
}

/// A barn's corner at 1,1 (four field tiles once 1,1 is laid); Alice's shepherd (one token of
/// 2 sheep) and Bob's farmer stand in that field.
const BARN: &str = "\
game: carcassonne
rules:
  expansions: [abbey-and-mayor, hills-and-sheep]
players:
  - {name: Alice, color: red}
  - {name: Bob, color: blue}
turn: blue
tiles:
  - {tile: BA/Rr, at: [0, 0], rot: 90, sheep-2: 1, pieces: [{owner: red, kind: shepherd, feature: \"field:SSE\"}]}
  - {tile: BA/L, at: [1, 0], pieces: [{owner: blue, kind: follower, feature: \"field:NNW\"}]}
  - {tile: BA/L, at: [0, 1]}
";

/// JCloisterZone leaves shepherds where a barn comes (`UndeployMeeples` skips barns and
/// shepherds, for a barn placed and a field joined to one), and `Shepherd` may go into any
/// field without a shepherd, a barn's too: the farmer goes home, the shepherd stays, and a
/// shepherd beside a barn is a legal position.
#[test]
fn a_shepherd_stays_beside_a_barn() {
    let (code, v, _) = judge(
        BARN,
        &["--tile", "BA/L", "--at", "1,1", "--action", "barn=1,1"],
    );
    assert_eq!(code, 0, "{v}");
    let removed: Vec<&serde_json::Value> = crate::common::effects(&v, "removed");
    assert_eq!(removed.len(), 1, "{v}");
    assert_eq!(removed[0]["piece"], "follower", "{v}");
    let after = BARN
        .replace(
            "  - {tile: BA/L, at: [1, 0], pieces: [{owner: blue, kind: follower, feature: \"field:NNW\"}]}",
            "  - {tile: BA/L, at: [1, 0]}",
        )
        .replace(
            "  - {tile: BA/L, at: [0, 1]}\n",
            "  - {tile: BA/L, at: [0, 1]}\n  - {tile: BA/L, at: [1, 1]}\nfigures:\n  - {kind: barn, owner: blue, corner: [1, 1]}\n",
        );
    let (code, out, err) = crate::common::run_with_input(&["check", "-"], &after);
    assert_eq!(code, 0, "{out}{err}");
    // Bob's shepherd may join the barn's field (not Alice's: hers stands there).
    let open = after.replace(
        "sheep-2: 1, pieces: [{owner: red, kind: shepherd, feature: \"field:SSE\"}]",
        "pieces: []",
    );
    let place = [
        "--tile",
        "BA/L",
        "--at",
        "2,0",
        "--piece",
        "shepherd@field:NNW",
        "--step",
        "sheep=1",
    ];
    let (code, v, _) = judge(&open, &place);
    assert_eq!(code, 0, "{v}");
    let (code, v, _) = judge(&after, &place);
    assert_eq!(code, 1, "{v}");
    assert!(rules_of(&v).contains("hs.shepherd.place"), "{v}");
}

/// A save whose mover places a shepherd on a dragon tile and flies the dragon onto it
/// (`tests/jcz/dragon-shepherd.jcz`, written for arbiter): the import writes the shepherd's
/// draw before the dragon's squares, as JCloisterZone plays them, and the record replays.
#[test]
fn an_imported_shepherd_draws_before_the_dragon_flies() {
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/jcz/dragon-shepherd.jcz");
    crate::jcz_import::check_file(&path).unwrap_or_else(|e| panic!("{e}"));
}

/// A shepherd cannot stand in a closed field: JCloisterZone's shepherd phase drives every
/// closed field with shepherds to the stable in the turn that closes it (`ShepherdPhase`,
/// `getClosedFieldsWithShepherd`), so such a position never arises.
#[test]
fn a_shepherd_in_a_closed_field_is_no_position() {
    let (code, out, err) = crate::common::run_with_input(&["check", "-"], RING);
    assert_eq!(code, 0, "{out}{err}");
    let closed = RING.replace(
        "figures:",
        "  - {tile: DG/Rr.d, at: [1, 1], rot: 90}\nfigures:",
    );
    let (code, out, err) = crate::common::run_with_input(&["check", "-"], &closed);
    assert_eq!(code, 1, "{out}{err}");
    assert!(
        format!("{out}{err}").contains("hs.flock.closed"),
        "{out}{err}"
    );
}

/// Alice plays two shepherds (`shepherd: 2`): shepherd 1 goes home and is placed again, on a
/// later tile than shepherd 2; the tile at 1,1 extends both fields, and the save lets the
/// first grow and drives the second to the stable (`tests/jcz/shepherd-order.jcz`, written for
/// arbiter). JCloisterZone asks for the fields in the order its shepherds were made
/// (`ShepherdPhase.enter` over `Player.getSpecialMeeples`): shepherd 1's field (one sheep)
/// grows and shepherd 2's (three) scores, 1 + 3 points in all; the fields taken in the order
/// of the board would give 1 + 1.
#[test]
fn an_imported_choice_goes_to_the_fields_in_jczs_order_of_shepherds() {
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/jcz/shepherd-order.jcz");
    crate::jcz_import::check_file(&path).unwrap_or_else(|e| panic!("{e}"));
}

/// The abbot's monastery with seven neighbours, a vineyard among them: the eighth tile laid at
/// (1, 1) completes it.
const ABBOT_BESIDE_A_VINEYARD: &str = "\
game: carcassonne
rules:
  expansions: [abbot, hills-and-sheep]
players:
  - {name: Alice, color: red}
  - {name: Bob, color: blue}
turn: red
tiles:
  - {tile: BA/C, at: [-1, -1]}
  - {tile: BA/C, at: [0, -1]}
  - {tile: HS/C!.v, at: [1, -1]}
  - {tile: BA/C, at: [-1, 0], rot: 270}
  - {tile: BA/L, at: [0, 0], pieces: [red/abbot@monastery]}
  - {tile: BA/C, at: [1, 0], rot: 90}
  - {tile: BA/RFr, at: [-1, 1]}
  - {tile: BA/RFr, at: [0, 1]}
";

/// JCloisterZone offers the abbot's recall only while its monastery or garden is unfinished
/// (`AbbotCapability.onActionPhaseEntered` skips a completed one, the tile just laid counted):
/// a tile that completes it may not come with the recall, and the monastery then scores as
/// completed, its vineyard included (9 + 3), not as a recall (9, no vineyards).
#[test]
fn the_abbot_is_not_taken_back_from_a_monastery_the_tile_completes() {
    let tile = ["--tile", "BA/RFr", "--at", "1,1"];
    let (code, v, _) = judge(ABBOT_BESIDE_A_VINEYARD, &tile);
    assert_eq!(code, 0, "{v}");
    assert_eq!(v["scored"], serde_json::json!({"red": 12, "blue": 0}));
    let mut recall = tile.to_vec();
    recall.push("--recall-abbot");
    let (code, v, _) = judge(ABBOT_BESIDE_A_VINEYARD, &recall);
    assert_eq!(code, 1, "{v}");
    assert!(rules_of(&v).contains("abbot.recall.unfinished"), "{v}");
}

/// `tests/jcz/NAME.jcz` with the game elements `off` taken out of its setup, imported: exit
/// status, standard output and error.
pub(crate) fn import_without(name: &str, off: &[&str]) -> (i32, String, String) {
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/jcz/{name}.jcz"));
    let mut save: serde_json::Value =
        serde_json::from_slice(&std::fs::read(path).expect("the save")).expect("json");
    let elements = save["setup"]["elements"].as_object_mut().expect("elements");
    for e in off {
        elements.remove(*e);
    }
    let dir = crate::common::TempDir::new(&format!("elements-off-{name}"));
    let file = crate::common::write_in(&dir, "save.jcz", &save.to_string());
    let out = dir.join("record.yaml").to_string_lossy().into_owned();
    crate::common::run(&["import", &file, "-o", &out, "--lang", "en"])
}

/// JCloisterZone switches each game element on by its presence in the setup (`Engine`'s
/// `addCapabilities`): a save whose Hills & Sheep tiles are played without the `hill` element
/// breaks no tie by hills and hides no tile (no `HillCapability`), without `vineyard` pays no
/// vineyard (no `VineyardCapability`). arbiter plays the box only whole, so such a save is
/// refused, naming the element, rather than scored as JCloisterZone did not.
#[test]
fn a_save_playing_the_tiles_without_hills_or_vineyards_is_refused() {
    let (code, out, err) = import_without("shepherd-order", &[]);
    assert_eq!(code, 0, "{out}{err}");
    for element in ["hill", "vineyard"] {
        let (code, out, err) = import_without("shepherd-order", &[element]);
        assert_eq!(code, 2, "{element}: {out}{err}");
        assert!(
            err.contains(&format!("game element {element}")) && err.contains("Hills & Sheep"),
            "{element}: {err}"
        );
    }
    // The shepherds switched off change nothing a save can show: no shepherd is placed.
    let (code, out, err) = import_without("shepherd-order", &["shepherd"]);
    assert_eq!(code, 0, "{out}{err}");
}

/// The tiles still in the box all lie under hills: JCloisterZone's pack is then empty (its
/// `TilePack.size()` counts the groups' tiles less `hiddenUnderHills`, and `TilePhase` ends
/// the game on an empty pack), so no tile of the box is laid any more, nor drawn to be
/// discarded (`hs.hill.hidden`). One tile left and one hill on the table: none to draw; the
/// same with a plain road where the hill lies: that tile is the next one.
#[test]
fn no_tile_is_laid_once_those_left_lie_under_hills() {
    use arbiter_engine::carcassonne::catalogue::Catalogue;
    use arbiter_engine::carcassonne::geometry::{Pos, Rotation};
    use arbiter_engine::carcassonne::legality::placement::copies_allowed;
    use arbiter_engine::carcassonne::turn::PieceAction;
    use arbiter_engine::carcassonne::{adjudicate, Expansion, Move, Position, Rules, Setup};
    let cat = Catalogue::get();
    let id = |key: &str| cat.index_of(key).expect(key);
    let mut rules = Rules::default();
    rules.expansions.push(Expansion::HillsAndSheep);
    let players = crate::common::ann_and_bob();
    // Roads running west to east: the hill tile's runs north to south unturned.
    let lay = |def, x, rot| Move {
        player: None,
        def,
        pos: Pos::new(x, 0),
        rot,
        action: PieceAction::None,
        steps: Vec::new(),
        again: false,
    };
    let judge = |second: &str, rot| {
        let mut setup = Setup::new(rules.clone(), players.clone());
        let table = [id("BA/RCr"), id(second)];
        setup.tiles.push(lay(table[0], 0, Rotation::R0).laid_tile());
        setup.tiles.push(lay(table[1], 1, rot).laid_tile());
        // Every other tile of the box discarded, but one road tile left.
        let mut keep = vec![id("BA/RFr")];
        keep.extend(table);
        for i in cat.ids() {
            for _ in 0..copies_allowed(cat.tile(i), &setup.rules) {
                match keep.iter().position(|&k| k == i) {
                    Some(at) => {
                        keep.remove(at);
                    }
                    None => setup.discarded.push(i),
                }
            }
        }
        let position = Position::validate(setup);
        assert!(position.problems().is_empty(), "{:?}", position.problems());
        adjudicate(&position, &lay(id("BA/RFr"), 2, Rotation::R0))
    };
    let v = judge("HS/RFR.h", Rotation::ALL[1]);
    assert!(!v.legal(), "{:?}", v.problems);
    assert!(
        v.problems.iter().any(|p| p.rule == "hs.hill.hidden"),
        "{:?}",
        v.problems
    );
    let v = judge("BA/RFr", Rotation::R0);
    assert!(v.legal(), "{:?}", v.problems);
}
