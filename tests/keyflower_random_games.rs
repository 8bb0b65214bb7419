//! Random legal Keyflower games, played by a random player through the library API and
//! written as a game record (docs/keyflower-record.md). Properties:
//! - the written record replays legal to the end, and its final scoring is the optimiser's
//!   score of the final position, also when that position is written as a position file
//!   (`replay --until`) and read back;
//! - a mutated action is refused: a bid or use in the wrong colour, a player acting out of
//!   turn after passing, a bid on a boat.
//!
//! The random player bids, uses tiles (the draws come from the bag and the pile the game
//! keeps), passes, chooses boats, selects winter tiles and places won tiles where their sides
//! fit. It does not transport, and summer boats are left out of the summer tiles.

use arbiter_engine::keyflower::catalogue::{self, Colour, Kind, Skill, TileDef, TILES};
use arbiter_engine::keyflower::game::{Action, Game, Gets, Stage};
use arbiter_engine::keyflower::geometry::{opposite, Edge, Hex};
use arbiter_engine::keyflower::position::{self, Face, TileRef, WINTER_DEALT};
use arbiter_engine::keyflower::production::{production, Outlay, Product};
use arbiter_engine::keyflower::{self as kf, bidding};
use arbiter_engine::PlayerId;
use arbiter_format::keyflower_record::read;
use proptest::prelude::*;

use crate::common::rng::Rng;

const NAMES: [&str; 4] = ["Anna", "Bob", "Cas", "Dirk"];

fn of_kind(kind: Kind) -> Vec<&'static TileDef> {
    TILES.iter().filter(|t| t.kind == kind).collect()
}

/// Draws `n` workers from `bag` (`[blue, red, yellow]` counts), at random.
fn draw(bag: &mut [u32; 4], n: u32, rng: &mut Rng) -> [u32; 4] {
    let mut out = [0; 4];
    for _ in 0..n {
        let total: u32 = bag.iter().sum();
        if total == 0 {
            break;
        }
        let mut pick = rng.below(total as usize) as u32;
        for c in 0..4 {
            if pick < bag[c] {
                bag[c] -= 1;
                out[c] += 1;
                break;
            }
            pick -= bag[c];
        }
    }
    out
}

fn counts(names: &[&str], values: &[u32]) -> String {
    let parts: Vec<String> = names
        .iter()
        .zip(values)
        .filter(|(_, v)| **v > 0)
        .map(|(n, v)| format!("{n}: {v}"))
        .collect();
    format!("{{{}}}", parts.join(", "))
}

fn colours(v: &[u32; 4]) -> String {
    counts(&Colour::ALL.map(Colour::key), v)
}

fn skills(v: &[u32; 3]) -> String {
    counts(&Skill::ALL.map(Skill::key), v)
}

fn boat_line(def: &TileDef, w: &[u32; 4], s: &[u32; 3]) -> String {
    format!(
        "{{tile: {}, workers: {}, skills: {}, printed: {{sea-breese: 2}}}}",
        def.key,
        colours(w),
        skills(s)
    )
}

/// A season tile on offer, with the printed VP no source gives (the record states it).
fn offer_line(def: &TileDef) -> String {
    if def.vp[0].value.is_none() {
        format!(
            "{{tile: {}, printed: {{vp: {}}}}}",
            def.key,
            def.key.len() % 4
        )
    } else {
        format!("{{tile: {}}}", def.key)
    }
}

/// The start of a game record: the spring position, the boats, summer and autumn.
fn setup(players: usize, rng: &mut Rng) -> String {
    let mut bag = [40u32, 40, 40, 0];
    let mut pile = [16u32; 3];
    let mut winter = of_kind(Kind::Winter);
    rng.shuffle(&mut winter);
    let deal = WINTER_DEALT[players - 2];
    let mut text = String::from("game: keyflower\nseason: spring\noptions: {unverified: accept}\nstart_tile: turn-order-1\nplayers:\n");
    for p in 0..players {
        let w = draw(&mut bag, 8, rng);
        let dealt: Vec<&str> = winter[p * deal..(p + 1) * deal]
            .iter()
            .map(|t| t.key)
            .collect();
        text.push_str(&format!(
            "  - name: {}\n{}    workers: {}\n    winter_tiles: [{}]\n    village:\n      - {{tile: home-{}, at: [0, 0], edges: RRRRRW}}\n",
            NAMES[p],
            if p == 0 { "    start_player: true\n" } else { "" },
            colours(&w),
            dealt.join(", "),
            p + 1
        ));
    }
    let n_tiles = catalogue::SEASON_TILES[players - 2] as usize;
    let season_tiles = |kind: Kind, rng: &mut Rng| -> Vec<&'static TileDef> {
        let mut all: Vec<&'static TileDef> = of_kind(kind);
        rng.shuffle(&mut all);
        all.truncate(n_tiles);
        all
    };
    text.push_str("offer:\n");
    for t in season_tiles(Kind::Spring, rng) {
        text.push_str(&format!("  - {{tile: {}}}\n", t.key));
    }
    for n in 1..=catalogue::TURN_ORDER_TILES[players - 2] {
        text.push_str(&format!("  - {{tile: turn-order-{n}}}\n"));
    }
    let boats: Vec<&'static TileDef> = of_kind(Kind::Boat)
        .into_iter()
        .filter(|b| usize::from(b.min_players) <= players)
        .collect();
    let mut contents = |rng: &mut Rng| -> Vec<String> {
        boats
            .iter()
            .map(|b| {
                let n = 1 + rng.below(3) as u32;
                let w = draw(&mut bag, n, rng);
                let mut s = [0u32; 3];
                if rng.chance(50) {
                    let k = rng.below(3);
                    if pile[k] > 0 {
                        pile[k] -= 1;
                        s[k] = 1;
                    }
                }
                boat_line(b, &w, &s)
            })
            .collect()
    };
    text.push_str("boats:\n");
    for line in contents(rng) {
        text.push_str(&format!("  - {line}\n"));
    }
    text.push_str("seasons:\n");
    for (name, kind) in [("summer", Kind::Summer), ("autumn", Kind::Autumn)] {
        let tiles: Vec<String> = season_tiles(kind, rng)
            .iter()
            .map(|t| offer_line(t))
            .collect();
        let refill = contents(rng);
        text.push_str(&format!(
            "  {name}:\n    offer: [{}]\n    boats: [{}]\n",
            tiles.join(", "),
            refill.join(", ")
        ));
    }
    text.push_str("actions:\n");
    text
}

/// Edges for `def` at `at` that fit the village: each side facing a tile copies that tile's
/// side (a boat's water meets anything), the rest are fields, with roads added to reach the
/// tile's road count; `None` when the neighbours want more roads than the tile has.
#[allow(clippy::needless_range_loop)]
fn fitting_edges(
    pos: &position::Position,
    player: PlayerId,
    def: &TileDef,
    at: Hex,
) -> Option<[Edge; 6]> {
    let village = &pos.players[player];
    if def.kind.is_boat() {
        return Some([Edge::Water; 6]);
    }
    let mut edges = [Edge::Field; 6];
    let mut free = Vec::new();
    for side in 0..6 {
        match village.tile_at(at.neighbour(side)) {
            Some(o) => {
                let theirs = o.edge(opposite(side))?;
                edges[side] = if o.def.kind.is_boat() {
                    Edge::Field
                } else {
                    theirs
                };
            }
            None => free.push(side),
        }
    }
    let roads = edges.iter().filter(|e| **e == Edge::Road).count();
    // No source gives a turn-order tile's roads: it takes what meets it.
    let want = def.kind.roads().map_or(roads, usize::from);
    if roads > want || roads + free.len() < want {
        return None;
    }
    for side in free.into_iter().take(want - roads) {
        edges[side] = Edge::Road;
    }
    Some(edges)
}

fn edge_text(e: &[Edge; 6]) -> String {
    e.iter()
        .map(|e| match e {
            Edge::Road => 'R',
            Edge::Field => 'F',
            Edge::Water => 'W',
        })
        .collect()
}

/// A place for `def` in `player`'s village: a free hex next to it where its sides fit.
fn place_for(
    pos: &position::Position,
    player: PlayerId,
    def: &TileDef,
) -> Option<(Hex, [Edge; 6])> {
    let village = &pos.players[player];
    let mut seen = Vec::new();
    for t in &village.village {
        let Some(at) = t.at else { continue };
        for side in 0..6 {
            let h = at.neighbour(side);
            if village.tile_at(h).is_some() || seen.contains(&h) {
                continue;
            }
            seen.push(h);
            if let Some(e) = fitting_edges(pos, player, def, h) {
                return Some((h, e));
            }
        }
    }
    None
}

/// One random action for the game's current stage, written as a record line, or `None`
/// when the game is over.
fn random_action(game: &Game, rng: &mut Rng) -> Option<(Action, String)> {
    let pos = &game.position;
    let name = |p: PlayerId| pos.players[p].name.clone();
    match &game.stage {
        Stage::Over => None,
        Stage::WinterChoice { chosen } => {
            let p = PlayerId::all(&pos.players).find(|p| chosen[p.index()].is_none())?;
            let mut tiles = pos.players[p].winter_tiles.clone();
            rng.shuffle(&mut tiles);
            tiles.truncate(1 + rng.below(tiles.len()));
            let keys: Vec<&str> = tiles.iter().map(|t| t.key).collect();
            Some((
                Action::Winter(p, tiles),
                format!("{{player: {}, winter: [{}]}}", name(p), keys.join(", ")),
            ))
        }
        Stage::Boats { order, done, taken } => {
            let p = order[*done];
            let free: Vec<&TileDef> = game
                .boats
                .iter()
                .map(|b| b.def)
                .filter(|d| !taken.contains(d))
                .collect();
            let def = free[rng.below(free.len())];
            Some((
                Action::Boat(p, def, Gets::default()),
                format!("{{player: {}, boat: {}}}", name(p), def.key),
            ))
        }
        Stage::Placing => {
            let (p, tile) = &game.pending[0];
            let (at, edges) = place_for(pos, *p, tile.def).expect("a place that fits");
            let text = format!(
                "{{player: {}, place: {{tile: {}, at: [{}, {}], edges: {}}}}}",
                name(*p),
                tile.def.key,
                at.q,
                at.r,
                edge_text(&edges)
            );
            let mv = kf::Move {
                player: *p,
                kind: kf::MoveKind::Place(position::PlaceMove {
                    def: tile.def,
                    at,
                    rotation: 0,
                    edges,
                }),
            };
            Some((Action::Move(mv, Gets::default()), text))
        }
        Stage::Turns { turn, .. } => {
            let p = *turn;
            let pass = (
                Action::Pass(p),
                format!("{{player: {}, pass: true}}", name(p)),
            );
            if rng.chance(35) {
                return Some(pass);
            }
            let mut options = Vec::new();
            // Bids on offer tiles, in the tile's colour, one more than the best bid.
            for (i, t) in pos.offer.iter().enumerate() {
                let colour = bidding::tile_colour(t);
                let mine = t.bids.iter().find(|b| b.player == p).map_or(0, |b| b.count);
                let top = bidding::winning(t).map_or(0, |b| b.count);
                for c in Colour::ALL {
                    if colour.is_some_and(|k| k != c) {
                        continue;
                    }
                    let need = (top + 1).saturating_sub(mine).max(1);
                    if pos.players[p].workers[c as usize] >= need {
                        options.push((TileRef::Offer(i), c, need, true));
                    }
                }
            }
            // Uses: own village tiles and (not in winter) offer tiles.
            let mut usable: Vec<TileRef> = (0..pos.players[p].village.len())
                .map(|index| TileRef::Village { player: p, index })
                .collect();
            if pos.season != position::Season::Winter {
                usable.extend((0..pos.offer.len()).map(TileRef::Offer));
            }
            for r in usable {
                let t = pos.tile(r);
                if production(t.def, t.face).is_none() {
                    continue;
                }
                let last = t
                    .workers
                    .as_ref()
                    .and_then(|w| w.uses.last())
                    .copied()
                    .unwrap_or(0);
                let colour = bidding::tile_colour(t);
                for c in Colour::ALL {
                    if colour.is_some_and(|k| k != c) {
                        continue;
                    }
                    if pos.players[p].workers[c as usize] > last {
                        options.push((r, c, last + 1, false));
                    }
                }
            }
            rng.shuffle(&mut options);
            for (r, c, count, bid) in options {
                let placement = position::Placement::single(r, c, count, Vec::new());
                let kind = if bid {
                    kf::MoveKind::Bid(placement)
                } else {
                    kf::MoveKind::Use(placement)
                };
                let mv = kf::Move { player: p, kind };
                if !kf::adjudicate(pos, &mv).is_legal() {
                    continue;
                }
                let key = pos.tile(r).def.key;
                let verb = if bid { "bid" } else { "use" };
                let mut text = format!(
                    "{{player: {}, {verb}: {{tile: {key}, colour: {}, count: {count}}}",
                    name(p),
                    c.key()
                );
                let mut gets = Gets::default();
                if !bid {
                    let t = pos.tile(r);
                    let prod = production(t.def, t.face).unwrap();
                    let me = &pos.players[p];
                    match prod.outlay {
                        Some(Outlay::Skill(s)) if me.skills[s as usize] == 0 => continue,
                        Some(Outlay::SkillAny | Outlay::SetAsideSkill) => {
                            let Some(s) =
                                Skill::ALL.into_iter().find(|s| me.skills[*s as usize] > 0)
                            else {
                                continue;
                            };
                            gets.gives_skill = Some(s);
                            text.push_str(&format!(", gives: {}", s.key()));
                        }
                        Some(Outlay::DiscardWorker | Outlay::WorkerToBag(None)) => {
                            let mut left = me.workers;
                            left[c as usize] -= count;
                            let Some(g) = Colour::ALL.into_iter().find(|k| left[*k as usize] > 0)
                            else {
                                continue;
                            };
                            gets.gives_worker = Some(g);
                            text.push_str(&format!(", gives: {}", g.key()));
                        }
                        _ => {}
                    }
                    let mut got = Vec::new();
                    for o in &prod.outputs {
                        let n = o.count.unwrap_or(1);
                        match o.product {
                            Product::BagWorker => {
                                let mut bag = game.bag;
                                let w = draw(&mut bag, n, rng);
                                gets.workers = Some(w);
                                got.push(colours(&w));
                            }
                            Product::Skill => {
                                let mut s = [0u32; 3];
                                let mut pile = game.pile;
                                for _ in 0..n {
                                    let k = rng.below(3);
                                    if pile[k] > 0 {
                                        pile[k] -= 1;
                                        s[k] += 1;
                                    }
                                }
                                gets.skills = Some(s);
                                got.push(skills(&s));
                            }
                            Product::WoodStoneOrIron => {
                                let r = 1 + rng.below(3);
                                let mut res = [0u32; 4];
                                res[r] = 1;
                                gets.resources = Some(res);
                                got.push(counts(&["gold", "iron", "stone", "wood"], &res));
                            }
                            Product::GreenWorker if o.count.is_none() => {
                                gets.workers = Some([0, 0, 0, 1]);
                                got.push("{green: 1}".into());
                            }
                            Product::Resource(_) if o.count.is_none() => continue,
                            _ => {}
                        }
                    }
                    if !kf::game::use_problems(pos, p, r, &gets).is_empty() {
                        continue;
                    }
                    if !got.is_empty() {
                        let inner: Vec<String> = got
                            .iter()
                            .map(|g| g.trim_matches(|c| c == '{' || c == '}').to_string())
                            .filter(|g| !g.is_empty())
                            .collect();
                        text.push_str(&format!(", gets: {{{}}}", inner.join(", ")));
                    }
                }
                text.push('}');
                return Some((Action::Move(mv, gets), text));
            }
            Some(pass)
        }
    }
}

/// Plays a random game; gives the record text and the game at its end.
pub(crate) fn play(players: usize, seed: u64) -> (String, Game) {
    let (text, game, _) = play_marking(players, seed);
    (text, game)
}

/// As [`play`], with the numbers (from 0) of the bids and uses made on a tile that already
/// had a colour.
fn play_marking(players: usize, seed: u64) -> (String, Game, Vec<usize>) {
    let mut rng = Rng(seed);
    let mut text = setup(players, &mut rng);
    let mut game = read(&text).unwrap_or_else(|e| panic!("{e:?}\n{text}")).game;
    let mut coloured = Vec::new();
    for step in 0..2000 {
        let Some((action, line)) = random_action(&game, &mut rng) else {
            break;
        };
        if let Action::Move(mv, _) = &action {
            if let kf::MoveKind::Bid(p) | kf::MoveKind::Use(p) = &mv.kind {
                if bidding::tile_colour(game.position.tile(p.tile)).is_some() {
                    coloured.push(step);
                }
            }
        }
        if let Err(problems) = game.act(&action) {
            panic!("the random player made an illegal action {line}: {problems:?}\n{text}");
        }
        text.push_str(&format!("  - {line}\n"));
    }
    assert_eq!(game.stage, Stage::Over, "the game did not end\n{text}");
    (text, game, coloured)
}

/// Replays a record through the reader, as `arbiter replay` does: the game at the end, or
/// the number of the first action refused and its rules.
fn replay(text: &str) -> Result<Game, (usize, Vec<&'static str>)> {
    let record = read(text).unwrap_or_else(|e| panic!("{e:?}"));
    let mut game = record.game;
    for (i, a) in record.actions.iter().enumerate() {
        let action = a.resolve(&game.position).map_err(|_| (i, vec!["input"]))?;
        game.act(&action)
            .map_err(|p| (i, p.iter().map(|p| p.rule).collect()))?;
    }
    Ok(game)
}

fn totals(pos: &position::Position) -> Vec<arbiter_engine::Points> {
    kf::score(pos)
        .expect("a played game is scorable")
        .players
        .iter()
        .map(|p| p.total)
        .collect()
}

fn cases() -> u32 {
    std::env::var("ARBITER_RANDOM_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(8)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(), max_shrink_iters: 10, ..ProptestConfig::default() })]

    #[test]
    fn generated_games_replay_legal_with_the_optimisers_score(players in 2usize..=4, seed in any::<u64>()) {
        let (text, played) = play(players, seed);
        let replayed = replay(&text).unwrap_or_else(|(i, rules)| panic!("action {} refused: {rules:?}\n{text}", i + 1));
        prop_assert_eq!(replayed.stage, Stage::Over);
        let scores = totals(&replayed.position);
        prop_assert_eq!(&scores, &totals(&played.position));
        // The end position written as a position file scores the same.
        let written = arbiter_format::keyflower_write::position_file(&replayed.position);
        let read_back = arbiter_format::keyflower::load_position(&written)
            .unwrap_or_else(|e| panic!("{e:?}\n{written}"));
        prop_assert_eq!(totals(&read_back), scores);
        prop_assert!(read_back.players.iter().all(|p| p.village.iter().filter(|t| t.def.kind == Kind::Boat).count() == 1));
    }

    #[test]
    fn mutated_actions_are_refused(players in 2usize..=4, seed in any::<u64>()) {
        let (text, _) = play(players, seed);
        let lines: Vec<&str> = text.lines().collect();
        let first = lines.iter().position(|l| *l == "actions:").unwrap() + 1;
        // A bid or a use in another colour than the tile's.
        let (_, _, coloured) = play_marking(players, seed);
        if let Some(&step) = coloured.first() {
            let i = first + step;
            let line = lines[i];
            let c = ["blue", "red", "yellow", "green"].into_iter().find(|c| line.contains(&format!("colour: {c}"))).unwrap();
            let other = if c == "blue" { "red" } else { "blue" };
            let mut mutated: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
            mutated[i] = line.replace(&format!("colour: {c}"), &format!("colour: {other}"));
            let (at, rules) = replay(&(mutated.join("\n") + "\n")).expect_err("a wrong colour is refused");
            prop_assert_eq!(at, step);
            prop_assert!(rules.iter().any(|r| r.ends_with("same-colour") || *r == "input"), "{:?}", rules);
        }
        // A passed player acting again out of turn: the next action after a pass, by the
        // player who passed.
        for (i, line) in lines.iter().enumerate().skip(first) {
            let Some(next) = lines.get(i + 1) else { break };
            if !line.contains("pass: true") || next.contains("pass: true") || !(next.contains("bid:") || next.contains("use:")) {
                continue;
            }
            let passer = line.split("player: ").nth(1).and_then(|s| s.split(',').next()).unwrap();
            let actor = next.split("player: ").nth(1).and_then(|s| s.split(',').next()).unwrap();
            if passer == actor {
                continue;
            }
            let mut mutated: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
            mutated[i + 1] = next.replacen(&format!("player: {actor}"), &format!("player: {passer}"), 1);
            let (at, rules) = replay(&(mutated.join("\n") + "\n")).expect_err("out of turn is refused");
            prop_assert_eq!(at, i + 1 - first);
            prop_assert!(rules.contains(&"kf.season.turns"));
            break;
        }
        // A bid on a boat, in place of the first bid.
        if let Some(i) = lines.iter().skip(first).position(|l| l.contains("bid: {tile:")) {
            let i = i + first;
            let key = lines[i].split("tile: ").nth(1).and_then(|s| s.split(',').next()).unwrap();
            let mut mutated: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
            mutated[i] = lines[i].replace(&format!("tile: {key},"), "tile: sea-bastion,");
            let (at, rules) = replay(&(mutated.join("\n") + "\n")).expect_err("a boat bid is refused");
            prop_assert_eq!(at, i - first);
            prop_assert!(rules.contains(&"kf.bid.no-boats"), "{:?}", rules);
        }
    }
}

#[test]
fn one_game_for_each_table_size() {
    for players in 2..=4 {
        let (text, game) = play(players, 7 + players as u64);
        assert_eq!(replay(&text).map(|g| g.stage), Ok(Stage::Over));
        assert_eq!(game.position.season, position::Season::End);
        let _ = Face::Front;
    }
}

#[test]
#[ignore = "writes an example record to /tmp for a look"]
fn write_one() {
    let (text, _) = play(3, 42);
    std::fs::write("/tmp/kf23/random.yaml", text).unwrap();
}
