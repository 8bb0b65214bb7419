//! Per-feature state declared by an expansion ([`FeatureStateDef`]), proved with a
//! declaration made here (of the shipped expansions only Bridges, Castles & Bazaars declares
//! one, its castle, judged in its own tests; the made-up siege of the
//! engine's test builds does, and is judged there). The readers, the check and the schema take
//! the declarations as a parameter (production passes every expansion's); the writers write
//! what a tile's feature parts keep.

use crate::carcassonne::{read, read_declaring, Declared, SpanMap};
use crate::record::{self, RecordOut};
use crate::transcription::write_settled;
use crate::InputError;
use arbiter_engine::carcassonne::effect::Effect;
use arbiter_engine::carcassonne::expansions::FeatureStateDef;
use arbiter_engine::carcassonne::legality::feature_state;
use arbiter_engine::carcassonne::pieces::Locator;
use arbiter_engine::carcassonne::position::Position;
use arbiter_engine::carcassonne::problem::Subject;
use arbiter_engine::carcassonne::setup::{FeatureState, Setup};
use arbiter_engine::carcassonne::variants::Expansion;
use arbiter_ids::msg;

/// A siege mark, as an expansion would declare it (here owned by the Abbot, an expansion that
/// exists, so that switching it on and off can be tried).
static BESIEGED: FeatureStateDef = FeatureStateDef {
    key: "besieged",
    min: 1,
    max: 3,
    rule: "test.siege.mark",
    doc: "How hard the city is besieged.",
};

const OWNER: Expansion = Expansion::Abbot;

fn head(expansions: &str) -> String {
    format!("game: carcassonne\nrules: {{expansions: [{expansions}]}}\nplayers: [{{name: Ann, color: red}}]\ntiles:\n")
}

fn declared() -> Declared {
    Declared {
        tile: Vec::new(),
        feature: vec![&BESIEGED],
    }
}

fn read_siege(text: &str) -> Result<(Setup, SpanMap), Vec<InputError>> {
    read_declaring(text.as_bytes(), &declared())
}

fn keys(errors: &[InputError]) -> Vec<(&'static str, usize, usize)> {
    errors
        .iter()
        .map(|e| (e.message.key, e.loc.line, e.loc.column))
        .collect()
}

/// Each tile's values: (locator as written, key, value).
fn marks(setup: &Setup) -> Vec<Vec<(String, &'static str, u32)>> {
    setup
        .tiles
        .iter()
        .map(|t| {
            t.features
                .0
                .iter()
                .map(|v| (v.locator.to_text(), v.key, v.value))
                .collect()
        })
        .collect()
}

fn problems(setup: &Setup) -> Vec<(&'static str, &'static str, Subject)> {
    let position = Position::validate(setup.clone());
    let mut out = Vec::new();
    feature_state::check(setup, position.board(), &[(OWNER, &BESIEGED)], &mut out);
    out.iter()
        .map(|p| (p.rule, p.message.key, p.subject))
        .collect()
}

/// Two city caps joined into one city: 0,0 facing north, 0,-1 facing south.
const CITY: &str = "  - tile: E\n    at: [0, 0]\n    features:\n      \"city:N\": {besieged: 2}\n  - {tile: E, at: [0, -1], rot: 180, features: {\"stad:Z\": {besieged: 2}}}\n  - {tile: E, at: [1, 0]}\n";

#[test]
fn a_declared_key_is_read_from_a_tiles_features_block_and_kept_on_the_part() {
    let text = format!("{}{CITY}", head("abbot"));
    let (setup, _) = read_siege(&text).unwrap();
    assert_eq!(
        marks(&setup),
        [
            vec![("city:N".into(), "besieged", 2)],
            // A Dutch locator names the part as well; it is kept as the part it names.
            vec![("city:S".into(), "besieged", 2)],
            vec![],
        ]
    );
    let cat = arbiter_engine::carcassonne::catalogue::Catalogue::get();
    let t = &setup.tiles[1];
    let f = Locator::parse("city:S")
        .unwrap()
        .resolve(cat.tile(t.def), t.rot)
        .unwrap();
    assert_eq!(t.features.get(f, "besieged"), Some(2));
    assert!(problems(&setup).is_empty(), "{:?}", problems(&setup));
    // The joined city carries the value through either part.
    let position = Position::validate(setup.clone());
    let group = position.board().group(
        position
            .board()
            .groups
            .iter()
            .position(|g| g.tiles.contains(&0) && g.tiles.contains(&1))
            .map(arbiter_engine::carcassonne::board::GroupId)
            .unwrap(),
    );
    assert_eq!(group.parts.len(), 2);
}

#[test]
fn without_a_declaration_the_block_is_an_unknown_key() {
    // The shipped tables declare a castle, so the block is read; `besieged` in it is unknown.
    let text = format!("{}{CITY}", head("abbot"));
    let errors = read(text.as_bytes()).unwrap_err();
    assert_eq!(
        keys(&errors),
        [
            (msg::INPUT_UNKNOWN_KEY, 8, 18),
            (msg::INPUT_UNKNOWN_KEY, 9, 60)
        ]
    );
    let listed = format!("{:?}", errors[0].message.args);
    assert!(
        listed.contains("(\"expected\", Text(\"castle\"))"),
        "{listed}"
    );
    // With one, `features` follows the fixed keys, and a misspelt key in a part's block is
    // offered the nearest declared one.
    let text = format!(
        "{}  - {{tile: E, at: [0, 0], features: {{\"city:N\": {{besiegd: 1}}}}}}\n  - {{tile: E, at: [1, 0], featurs: {{}}}}\n",
        head("abbot")
    );
    let errors = read_siege(&text).unwrap_err();
    assert_eq!(
        keys(&errors),
        [
            (msg::INPUT_UNKNOWN_KEY, 5, 49),
            (msg::INPUT_UNKNOWN_KEY, 6, 27)
        ]
    );
    let args = format!("{:?}", errors[0].message.args);
    assert!(args.contains("\"besieged\""), "{args}");
    let args = format!("{:?}", errors[1].message.args);
    assert!(
        args.contains("tile, seen, at, rot, pieces, features") && args.contains("\"features\""),
        "{args}"
    );
}

#[test]
fn a_locator_must_name_one_part_of_that_tile_once() {
    let text = format!(
        "{}  - {{tile: E, at: [0, 0], features: {{\"road:E\": {{besieged: 1}}}}}}\n  - {{tile: E, at: [1, 0], features: {{\"city:Q\": {{besieged: 1}}}}}}\n  - {{tile: E, at: [2, 0], features: {{\"city:N\": {{besieged: 1}}, \"stad:N\": {{besieged: 2}}}}}}\n",
        head("abbot")
    );
    let errors = read_siege(&text).unwrap_err();
    assert_eq!(
        keys(&errors),
        [
            (msg::INPUT_NO_SUCH_FEATURE, 5, 38),
            (msg::INPUT_BAD_LOCATOR, 6, 38),
            (msg::INPUT_FEATURE_TWICE, 7, 63),
        ]
    );
    // Not the pieces' rule: a locator of state names no piece.
    assert!(errors.iter().all(|e| e.rule.is_none()), "{errors:?}");
    let args = format!("{:?}", errors[2].message.args);
    assert!(
        args.contains("\"city:N\"") && args.contains("\"stad:N\""),
        "{args}"
    );
    // Turned, the tile shows its city elsewhere: the locator is read as seen on the table.
    let text = format!(
        "{}  - {{tile: E, at: [0, 0], rot: 90, features: {{\"city:N\": {{besieged: 1}}}}}}\n",
        head("abbot")
    );
    let errors = read_siege(&text).unwrap_err();
    assert_eq!(keys(&errors), [(msg::INPUT_NO_SUCH_FEATURE, 5, 47)]);
    let args = format!("{:?}", errors[0].message.args);
    assert!(args.contains("city:E"), "{args}");
}

#[test]
fn a_wrong_shape_points_at_itself_and_the_rest_is_still_read() {
    let text = format!(
        "{}  - {{tile: E, at: [0, 0], features: 3}}\n  - {{tile: E, at: [1, 0], features: {{\"city:N\": 1}}}}\n  - {{tile: E, at: [2, 0], features: {{\"city:N\": {{besieged: -1}}}}}}\n  - {{tile: E, at: [3, 0], features: {{\"city:N\": {{besieged: two}}}}}}\n  - {{tile: Q9, at: [4, 0]}}\n",
        head("abbot")
    );
    let errors = read_siege(&text).unwrap_err();
    assert_eq!(
        keys(&errors),
        [
            (msg::INPUT_EXPECTED, 5, 37),
            (msg::INPUT_EXPECTED, 6, 48),
            (msg::INPUT_BAD_NUMBER, 7, 59),
            (msg::YAML_WRONG_TYPE, 8, 59),
            (msg::INPUT_UNKNOWN_TILE, 9, 12),
        ]
    );
}

#[test]
fn bounds_the_expansion_and_one_value_per_feature_are_checked_under_the_declared_rule() {
    let text = format!("{}{CITY}", head("abbot"));
    let range = text.replace("{\"stad:Z\": {besieged: 2}}", "{\"stad:Z\": {besieged: 4}}");
    let (setup, _) = read_siege(&range).unwrap();
    assert_eq!(
        problems(&setup),
        [(
            "test.siege.mark",
            msg::PROBLEM_FEATURE_STATE_RANGE,
            Subject::Tile(1)
        )]
    );
    // Two parts of one city with different values: reported once, on the later entry.
    let differ = text.replace("{\"stad:Z\": {besieged: 2}}", "{\"stad:Z\": {besieged: 3}}");
    let (setup, _) = read_siege(&differ).unwrap();
    assert_eq!(
        problems(&setup),
        [(
            "test.siege.mark",
            msg::PROBLEM_FEATURE_STATE_DISAGREE,
            Subject::Tile(1)
        )]
    );
    // One part alone carries it for the whole city.
    let alone = text.replace(", features: {\"stad:Z\": {besieged: 2}}", "");
    let (setup, _) = read_siege(&alone).unwrap();
    assert!(problems(&setup).is_empty());
    // Switched off, every part carrying it is reported, naming the rule.
    let (setup, _) = read_siege(&text.replace("[abbot]", "[]")).unwrap();
    let off = problems(&setup);
    assert_eq!(
        off,
        [
            (
                "test.siege.mark",
                msg::PROBLEM_FEATURE_STATE_EXPANSION,
                Subject::Tile(0)
            ),
            (
                "test.siege.mark",
                msg::PROBLEM_FEATURE_STATE_EXPANSION,
                Subject::Tile(1)
            ),
        ]
    );
    // The shipped tables declare Bridges, Castles & Bazaars' castle only.
    assert!(FeatureState::defs()
        .all(|(e, d)| (e.key(), d.key) == ("bridges-castles-and-bazaars", "castle")));
}

#[test]
fn transcribed_entries_keep_their_state_when_settled() {
    // The first cap's turn is worked out, the second is written as seen (a city to the
    // south): each part is named as seen on the table, and read once the turn is known.
    let text = format!(
        "{}  - {{tile: E, at: [0, 0], rot: auto, features: {{\"city:N\": {{besieged: 1}}}}}}\n  - {{seen: \"FFCF\", at: [0, -1], features: {{\"city:S\": {{besieged: 1}}}}}}\n  - tile: E\n    at: [1, 0]\n    rot: 90\n    features:\n      \"city:E\": {{besieged: 3}}\n",
        head("abbot")
    );
    let (setup, spans) = read_siege(&text).unwrap();
    assert_eq!(spans.inferred.len(), 2);
    assert_eq!(
        marks(&setup),
        [
            vec![("city:N".into(), "besieged", 1)],
            vec![("city:S".into(), "besieged", 1)],
            vec![("city:E".into(), "besieged", 3)],
        ]
    );
    let settled: Vec<_> = setup.tiles.iter().map(|t| (t.def, t.rot)).collect();
    let written = write_settled(&text, &spans.inferred, &settled, |_| "settled".into());
    assert!(
        !written.contains("seen") && !written.contains("auto"),
        "{written}"
    );
    let (again, spans) = read_siege(&written).unwrap();
    assert!(spans.inferred.is_empty());
    assert_eq!(again.tiles, setup.tiles, "{written}");
}

#[test]
fn a_record_writes_the_state_of_its_start_tiles_and_replay_keeps_it() {
    let text = "start:\n  game: carcassonne\n  rules: {expansions: [abbot]}\n  players: [{name: Ann, color: red}]\n  tiles: [{tile: E, at: [0, 0]}]\nmoves:\n  - {player: red, tile: E, at: [0, -1], rot: 180}\n";
    let (mut rec, _) = record::read(text.as_bytes()).unwrap();
    let plain = RecordOut::from_record(&rec).to_yaml();
    assert!(!plain.contains("features"), "{plain}");
    let north = Locator::parse("city:N").unwrap();
    let cat = arbiter_engine::carcassonne::catalogue::Catalogue::get();
    let t = &rec.start.tiles[0];
    let f = north.resolve(cat.tile(t.def), t.rot).unwrap();
    rec.start.tiles[0].features.set(north, f, "besieged", 2);
    let yaml = RecordOut::from_record(&rec).to_yaml();
    let block = "    features:\n      \"city:N\":\n        besieged: 2\n";
    assert!(yaml.contains(&format!("rot: 0\n{block}")), "{yaml}");
    assert_eq!(yaml.replace(block, ""), plain, "only the state is added");
    // Read back under the declaration, the start tile keeps it.
    let declared = declared();
    let start = yaml
        .split("moves:")
        .next()
        .unwrap()
        .replace("start:\n", "")
        .lines()
        .map(|l| l.strip_prefix("  ").unwrap_or(l).to_string() + "\n")
        .collect::<String>();
    let (again, _) = read_declaring(start.as_bytes(), &declared).unwrap();
    assert_eq!(
        again.tiles[0].features, rec.start.tiles[0].features,
        "{start}"
    );
    // Replaying keeps the start tile's state in every later position.
    let replay = arbiter_engine::carcassonne::replay::replay(
        rec.start.clone(),
        &rec.moves,
        None,
        rec.finished,
    );
    assert!(replay.illegal.is_none());
    let last = replay.position.setup();
    assert_eq!(last.tiles[0].features.get(f, "besieged"), Some(2));
    assert!(last.tiles[1].features.is_empty());
}

#[test]
fn the_schema_lists_declared_state_in_a_features_block_of_a_tile_entry() {
    let mut schema = crate::schema::position();
    let before = schema.clone();
    let props = "/definitions/TileFile/properties";
    // The shipped tables declare Bridges, Castles & Bazaars' castle: its block is there.
    let shipped = schema
        .pointer(&format!("{props}/features"))
        .unwrap()
        .to_string();
    assert!(shipped.contains("\"castle\""), "{shipped}");
    crate::schema::add_feature_state(&mut schema, &[]);
    assert_eq!(schema, before, "nothing declared, nothing added");
    crate::schema::add_feature_state(&mut schema, &[&BESIEGED]);
    let block = &schema.pointer(props).unwrap()["features"];
    assert_eq!(block["type"], "object");
    assert_eq!(
        block["propertyNames"]["pattern"],
        Locator::pattern().as_str()
    );
    let part = &block["additionalProperties"];
    assert_eq!(part["additionalProperties"], false);
    let besieged = &part["properties"]["besieged"];
    assert_eq!(besieged["type"], "integer");
    assert_eq!(besieged["minimum"], 1);
    assert_eq!(besieged["maximum"], 3);
    assert_eq!(besieged["description"], BESIEGED.doc);
}

#[test]
fn a_move_sets_feature_state_through_its_verdict() {
    // What an expansion's step (a city besieged) leaves in the verdict, replay applies.
    let text = "start:\n  game: carcassonne\n  rules: {expansions: [abbot]}\n  players: [{name: Ann, color: red}]\n  tiles: [{tile: E, at: [0, 0]}]\nmoves:\n  - {player: red, tile: E, at: [0, -1], rot: 180}\n";
    let (rec, _) = record::read(text.as_bytes()).unwrap();
    let position = Position::validate(rec.start.clone());
    let mv = &rec.moves[0].mv;
    let mut verdict = arbiter_engine::carcassonne::turn::adjudicate(&position, mv);
    assert!(verdict.legal() && verdict.feature_states().next().is_none());
    let cat = arbiter_engine::carcassonne::catalogue::Catalogue::get();
    let part = |tile: usize, text: &str, value| {
        let l = Locator::parse(text).unwrap();
        let (def, rot) = match tile {
            0 => (rec.start.tiles[0].def, rec.start.tiles[0].rot),
            _ => (mv.def, mv.rot),
        };
        Effect::FeatureState {
            tile,
            feature: l.resolve(cat.tile(def), rot).unwrap(),
            locator: l,
            key: "besieged",
            value,
        }
    };
    verdict.effects = vec![
        part(0, "city:N", 1),
        part(1, "city:S", 2),
        part(0, "city:N", 2),
    ];
    let next = arbiter_engine::carcassonne::replay::apply(&rec.start, mv, &verdict);
    assert_eq!(
        marks(&next),
        [
            vec![("city:N".into(), "besieged", 2)],
            vec![("city:S".into(), "besieged", 2)]
        ]
    );
    // The next position checks them like written ones.
    assert!(problems(&next).is_empty(), "{:?}", problems(&next));
    verdict.effects = vec![part(0, "city:N", 1), part(1, "city:S", 2)];
    let next = arbiter_engine::carcassonne::replay::apply(&rec.start, mv, &verdict);
    assert_eq!(
        problems(&next),
        [(
            "test.siege.mark",
            msg::PROBLEM_FEATURE_STATE_DISAGREE,
            Subject::Tile(1)
        )]
    );
}
