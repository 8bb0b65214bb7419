//! The Keyflower game beyond single actions: boats, the end of winter, setup checks,
//! production, the season flow and game records (issue 23).

use arbiter::format::keyflower::read;
use arbiter::keyflower;

/// The rules a position file's move breaks (empty: legal) and those it satisfies.
fn verdict(text: &str) -> (Vec<&'static str>, Vec<&'static str>) {
    let (pos, mv, _) = read(text).unwrap_or_else(|e| panic!("{e:?}"));
    let v = keyflower::adjudicate(&pos, &mv.expect("a move"));
    (
        v.problems.iter().map(|p| p.rule).collect(),
        v.satisfied.iter().map(|s| s.0).collect(),
    )
}

/// A winter position: Anna won turn-order tile 1, Bob won nothing; `mv` is the move.
fn winter(mv: &str) -> String {
    format!(
        "game: keyflower
season: winter
players:
  - name: Anna
    start_player: true
    workers: {{red: 3}}
    village:
      - {{tile: home-1, at: [0, 0], edges: RRRRRW}}
  - name: Bob
    workers: {{blue: 3}}
    village:
      - {{tile: home-2, at: [0, 0], edges: RRRRRW}}
offer:
  - tile: turn-order-1
    bids:
      - {{player: Anna, colour: red, count: 2}}
  - tile: windmill
    bids:
      - {{player: Bob, colour: blue, count: 2}}
move:
{mv}
"
    )
}

#[test]
fn a_bid_on_a_boat_is_a_rules_verdict() {
    let (bad, _) = verdict(&winter(
        "  player: Anna\n  bid: {tile: sea-bastion, colour: red, count: 1}",
    ));
    assert_eq!(bad, vec!["kf.bid.no-boats"]);
}

#[test]
fn the_turn_order_winner_takes_a_boat_at_the_end_of_winter() {
    let (bad, ok) = verdict(&winter(
        "  player: Anna\n  place: {tile: sea-bastion, at: [1, 0], edges: WWWWWW}",
    ));
    assert!(bad.is_empty(), "{bad:?}");
    assert!(ok.contains(&"kf.winter.one-boat"), "{ok:?}");
}

#[test]
fn a_player_without_a_turn_order_tile_chooses_from_the_boats_that_remain() {
    // Anna has not chosen yet: Bob must wait.
    let (bad, _) = verdict(&winter(
        "  player: Bob\n  place: {tile: keyflower-boat, at: [1, 0], edges: WWWWWW}",
    ));
    assert_eq!(bad, vec!["kf.winter.one-boat"]);
    // Anna took the Sea Bastion: Bob takes the Keyflower boat, not hers.
    let taken = winter("  player: Bob\n  place: {tile: keyflower-boat, at: [1, 0], edges: WWWWWW}")
        .replace(
            "      - {tile: home-1, at: [0, 0], edges: RRRRRW}",
            "      - {tile: home-1, at: [0, 0], edges: RRRRRW}\n      - {tile: sea-bastion, at: [1, 0], edges: WWWWWW}",
        );
    let (bad, _) = verdict(&taken);
    assert!(bad.is_empty(), "{bad:?}");
    let (bad, _) = verdict(&taken.replace(
        "tile: keyflower-boat, at: [1, 0]",
        "tile: sea-bastion, at: [1, 0]",
    ));
    assert_eq!(bad, vec!["kf.village.expand"]);
}

#[test]
fn a_boat_joins_a_village_only_at_the_end_of_winter() {
    let text = winter("  player: Anna\n  place: {tile: sea-bastion, at: [1, 0], edges: WWWWWW}")
        .replace("season: winter", "season: autumn")
        .replace(
            "  - tile: windmill\n    bids:\n      - {player: Bob, colour: blue, count: 2}\n",
            "",
        );
    let (bad, _) = verdict(&text);
    assert!(bad.contains(&"kf.winter.one-boat"), "{bad:?}");
}
