//! Hand-worked end-game positions: every winter scoring tile, allocations where a greedy
//! choice loses, the start-player marker and gold on a yard. Each file's first line shows
//! the hand computation.

use arbiter_engine::keyflower::{self, Options};
use arbiter_engine::{PlayerId, Points};

fn report(name: &str, options: &Options) -> keyflower::ScoreReport {
    let text = std::fs::read_to_string(format!("tests/keyflower/score/{name}.yaml")).unwrap();
    let mut pos =
        arbiter_format::keyflower::load_position(&text).unwrap_or_else(|e| panic!("{name}: {e:?}"));
    assert_eq!(pos.problems(), vec![], "{name}");
    pos.options = *options;
    keyflower::score(&pos).unwrap()
}

/// `pos` scored under `options` instead of its own.
fn under(pos: &keyflower::Position, options: &Options) -> keyflower::ScoreReport {
    let mut pos = pos.clone();
    pos.options = *options;
    keyflower::score(&pos).unwrap()
}

/// Anna's total, and the rule ids of her non-zero lines.
fn anna(name: &str) -> (Points, Vec<&'static str>) {
    let r = report(name, &Options::default());
    let a = &r.players[0];
    // The proof: the allocation is never above its own upper bound, and no alternative beats it.
    assert!(
        a.proof.allocation <= a.proof.upper_bound,
        "{name}: {:?}",
        a.proof
    );
    for alt in &a.proof.alternatives {
        assert!(alt.best <= a.proof.allocation, "{name}: {alt:?}");
    }
    (
        a.total,
        a.lines
            .iter()
            .filter(|l| l.points != 0)
            .map(|l| l.rule)
            .collect(),
    )
}

fn case(name: &str, total: Points, rule: &str) {
    let (t, rules) = anna(name);
    assert_eq!(t, total, "{name}: {rules:?}");
    assert!(
        rules.contains(&rule),
        "{name} should cite {rule}: {rules:?}"
    );
}

#[test]
fn every_winter_tile() {
    case("apothecary", 6, "kf.winter.apothecary");
    case("craftsmans-guild", 6, "kf.winter.craftsmans-guild");
    case("jeweller", 6, "kf.winter.jeweller");
    case("key-guild", 20, "kf.winter.key-guild");
    case("keythedral", 12, "kf.winter.keythedral");
    case("key-market", 6, "kf.winter.key-market");
    case("mercers-guild", 10, "kf.winter.mercers-guild");
    case("scholar", 12, "kf.winter.scholar");
    case("scribes", 20, "kf.winter.scribes");
    case("village-hall", 5, "kf.winter.village-hall");
    case("watermill", 5, "kf.winter.watermill");
    case("windmill", 10, "kf.winter.windmill");
}

#[test]
fn greedy_choices_lose() {
    case("greedy-windmill-first", 16, "kf.winter.mercers-guild");
    case("greedy-jeweller", 5, "kf.winter.mercers-guild");
    case("greedy-scholar", 10, "kf.winter.key-guild");
    case("greedy-workers", 11, "kf.winter.key-market");
}

#[test]
fn start_player_marker() {
    case("marker-wood", 5, "kf.winter.mercers-guild");
    let (t, _) = anna("marker-not-won");
    assert_eq!(t, 0);
    // Under option marker-user = holder, Anna (the holder) may declare it.
    let mut o = Options::default();
    o.set("marker-user", "holder").unwrap();
    assert_eq!(report("marker-not-won", &o).players[0].total, 5);
    // Holding the marker alone does not make it count by default, and `score` warns so.
    let text = std::fs::read_to_string("tests/keyflower/score/marker-not-won.yaml").unwrap();
    let mut pos = arbiter_format::keyflower::load_position(&text).unwrap();
    pos.options = Options::default();
    let warnings = keyflower::scoring::marker_warnings(&pos);
    assert_eq!(
        warnings.iter().map(|w| w.rule).collect::<Vec<_>>(),
        vec!["kf.option.marker-user"]
    );
    // A warning, about the holder: the position stays legal.
    assert_eq!(
        warnings[0].severity,
        arbiter_engine::verdict::Severity::Warning
    );
    assert_eq!(
        warnings[0].subject,
        keyflower::Subject::Player(PlayerId::FIRST)
    );
    pos.options = o;
    assert!(keyflower::scoring::marker_warnings(&pos).is_empty());
}

#[test]
fn gold_released_from_a_yard() {
    case("yard-gold", 9, "kf.score.storage");
    let r = report("yard-gold", &Options::default());
    assert!(r.players[0]
        .lines
        .iter()
        .any(|l| l.rule == "kf.end.yard-gold"));
}

#[test]
fn every_winter_tile_together() {
    // Hand computation: workers 20 (4 craftsman sets, Village hall 2 blue, 3 green on the
    // Key market), skills 33 (marker as a saw: 3 Scribes sets + 1 pick-axe on the Scholar),
    // resources 32 (4 plain Mercer sets, 1 with gold, 1 wood on the Watermill, 3 gold on
    // the Jeweller), Keythedral 12 = 97.
    let (t, _) = anna("all-winter");
    assert_eq!(t, 97);
}

#[test]
fn boat_3b_makes_resources_interchangeable() {
    // greedy-jeweller with Boat 3b: all three resources become gold for the Jeweller: 6 > 5.
    let text = std::fs::read_to_string("tests/keyflower/score/greedy-jeweller.yaml")
        .unwrap()
        .replace(
            "      - {tile: sea-bastion",
            "      - {tile: summer-boat-3, face: b, at: [-1, 0], edges: WWWWWW, printed: {vp: 0}}\n      - {tile: sea-bastion",
        );
    let pos = arbiter_format::keyflower::load_position(&text).unwrap();
    assert_eq!(under(&pos, &Options::default()).players[0].total, 6);
    let mut o = Options::default();
    o.set("boat-3b", "no-gold").unwrap();
    // No-gold reach: iron and stone stay iron/stone, the Mercer set still needs the gold: 5.
    assert_eq!(under(&pos, &o).players[0].total, 5);
}

#[test]
fn ties_are_shared() {
    let r = report("keythedral", &Options::default());
    assert_eq!(r.winners, vec![PlayerId::FIRST]);
    assert!(r
        .options
        .iter()
        .any(|(rule, _, v)| *rule == "kf.option.ties" && *v == "shared"));
}

// Review positions (`review-*.yaml`): each file's comments give the full hand calculation.

/// Every player's total under `options` (given as `name = value` pairs), after the same proof
/// checks as `anna` for every player.
fn totals_with(name: &str, options: &[(&str, &str)]) -> Vec<Points> {
    let mut o = Options::default();
    for (k, v) in options {
        o.set(k, v).unwrap();
    }
    let r = report(name, &o);
    for p in &r.players {
        assert!(
            p.proof.allocation <= p.proof.upper_bound,
            "{name}: {:?}",
            p.proof
        );
        for alt in &p.proof.alternatives {
            assert!(alt.best <= p.proof.allocation, "{name}: {alt:?}");
        }
    }
    r.players.iter().map(|p| p.total).collect()
}

#[test]
fn review_printed_points_and_gold() {
    case("review-printed-faces", 23, "kf.end.gold");
    assert_eq!(totals_with("review-printed-faces", &[])[1], 1);
    case("review-printed-accept", 19, "kf.score.printed-vp");
}

#[test]
fn review_only_own_village_scores() {
    assert_eq!(totals_with("review-other-village", &[]), vec![5, 8]);
}

#[test]
fn review_storage_tiles() {
    // Gold on the Barn is a stand-in, like gold on the other yards: it may go to the Jeweller.
    case("review-barn-gold", 5, "kf.winter.jeweller");
    // Summer boat 3b's substitution is optional: a wood on the Blacksmith may stay wood.
    case("review-3b-yard", 5, "kf.winter.mercers-guild");
    case("review-yard-stays", 13, "kf.score.storage");
    assert_eq!(
        totals_with("review-yard-stays", &[("yard-release", "release")])[0],
        13
    );
    case("review-yard-release", 6, "kf.score.storage");
    assert_eq!(
        totals_with("review-yard-release", &[("yard-release", "release")])[0],
        9
    );
}

#[test]
fn review_start_player_marker() {
    case("review-marker-yard", 6, "kf.score.storage");
    case("review-marker-skill", 13, "kf.winter.scribes");
    case("review-marker-green", 3, "kf.winter.key-market");
    assert_eq!(
        totals_with("review-marker-green", &[("marker-as", "no-gold-no-green")])[0],
        2
    );
    case("review-marker-no-start-tile", 5, "kf.winter.mercers-guild");
    assert_eq!(
        totals_with(
            "review-marker-no-start-tile",
            &[("no-start-tile", "nobody")]
        )[0],
        0
    );
}

#[test]
fn review_each_item_scores_once() {
    case("review-workers-all", 13, "kf.winter.village-hall");
    case("review-resources-all", 12, "kf.winter.mercers-guild");
    case("review-skills-all", 33, "kf.winter.scribes");
}

#[test]
fn review_boats() {
    case("review-keyflower-boat", 13, "kf.boat.keyflower");
    assert_eq!(totals_with("review-keyflower-boat", &[])[1], 0);
    // With summer Boat 2b: the score doubles (option keyflower-boat).
    let text = std::fs::read_to_string("tests/keyflower/score/review-keyflower-boat.yaml")
        .unwrap()
        .replace(
            "      - {tile: farrier",
            "      - {tile: summer-boat-2, face: b, at: [-1, 0], edges: WWWWWW, printed: {vp: 0}}\n      - {tile: farrier",
        );
    let pos = arbiter_format::keyflower::load_position(&text).unwrap();
    assert_eq!(pos.problems(), vec![]);
    assert_eq!(under(&pos, &Options::default()).players[0].total, 21);
    let mut o = Options::default();
    o.set("keyflower-boat", "quadruple").unwrap();
    assert_eq!(under(&pos, &o).players[0].total, 37);

    case("review-sea-bastion", 17, "kf.option.sea-bastion");
    assert_eq!(
        totals_with("review-sea-bastion", &[("sea-bastion", "largest")])[0],
        15
    );
    assert_eq!(totals_with("review-sea-breese", &[]), vec![5, 1, 0]);
    assert_eq!(
        totals_with("review-sea-breese", &[("sea-breese", "adjacent")])[0],
        2
    );
    let r = report("review-six-boats", &Options::default());
    let totals: Vec<Points> = r.players.iter().map(|p| p.total).collect();
    assert_eq!(totals, vec![5, 5, 10, 1, 0, 2]);
    assert_eq!(r.winners, vec![PlayerId::unchecked(2)]);
}

#[test]
fn review_turn_order_tiles() {
    case("review-turn-order", 20, "kf.option.turn-order-connected");
    assert_eq!(
        totals_with("review-turn-order", &[("turn-order-connected", "road")])[0],
        19
    );
}

#[test]
fn a_question_about_one_player_needs_no_invented_opponent() {
    // `players_at_table: 4` with only Anna listed: the position is legal and scored.
    case("one-player", 9, "kf.winter.mercers-guild");
    let text = std::fs::read_to_string("tests/keyflower/score/one-player.yaml").unwrap();
    // Without it, one listed player is a table of one: illegal.
    let alone = text.replace("players_at_table: 4\n", "");
    let pos = arbiter_format::keyflower::load_position(&alone).unwrap();
    assert!(pos.problems().iter().any(|p| p.rule == "kf.setup.players"));
    // Fewer at the table than listed is bad input.
    let short = text.replace("players_at_table: 4", "players_at_table: 0");
    assert!(arbiter_format::keyflower::load_position(&short).is_err());
}

/// The four worst cases of the benchmarks are legal positions, and their proofs are short and
/// consistent: the allocation within its bound, no choice's alternative above it, and the lines
/// that make up the allocation adding up to it.
#[test]
fn worst_case_positions_have_short_consistent_proofs() {
    for name in [
        "every-winter-tile-box-max",
        "gold-on-four-yards",
        "boat-3b-four-yards",
        "yard-release-four-yards",
    ] {
        let text = std::fs::read_to_string(format!("benches/data/keyflower/{name}.yaml")).unwrap();
        let pos = arbiter_format::keyflower::load_position(&text).unwrap();
        assert_eq!(pos.problems(), vec![], "{name}");
        let report = keyflower::score(&pos).unwrap();
        let anna = &report.players[0];
        let proof = &anna.proof;
        assert!(proof.allocation <= proof.upper_bound, "{name}: {proof:?}");
        assert!(proof.alternatives.len() <= 12, "{name}: {proof:?}");
        for alt in &proof.alternatives {
            assert!(alt.best <= proof.allocation, "{name}: {alt:?}");
        }
        let fixed = [
            "kf.score.printed-vp",
            "kf.winter.keythedral",
            "kf.option.sea-bastion",
        ];
        let allocated: Points = anna
            .lines
            .iter()
            .filter(|l| !fixed.contains(&l.rule))
            .map(|l| l.points)
            .sum();
        assert_eq!(allocated, proof.allocation, "{name}");
    }
}
