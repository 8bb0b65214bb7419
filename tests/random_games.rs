//! Random legal games played by a random player through the library API, with and without
//! expansions (the river starting from its spring). Properties:
//! - `check` (Position::validate(..).is_legal()) accepts every position reached;
//! - every player's running total (points scored at once, accumulated) never goes down;
//! - the end-game scores do not depend on the order the tiles are listed in, nor on where the
//!   board lies (every tile shifted by the same (dx, dy));
//! - transcription aids: `rot: auto` where the neighbours fix the turn and `seen` where the
//!   look is unique settle to the same score; on every tile they settle to the same score or
//!   stop with exit 2, never to another score.

use arbiter_engine::carcassonne::board::Placed;
use arbiter_engine::carcassonne::catalogue::{Catalogue, FeatureMark, TileDefId};
use arbiter_engine::carcassonne::effect::{PieceAddress, Spot};
use arbiter_engine::carcassonne::expansions::river::RiverFlow;
use arbiter_engine::carcassonne::expansions::river::{group, RiverGroup};
use arbiter_engine::carcassonne::geometry::{Edge, Pos, Rotation};
use arbiter_engine::carcassonne::legality::placement::copies_allowed;
use arbiter_engine::carcassonne::pieces::{Color, Locator, PieceKind, Player, PlayerId};
use arbiter_engine::carcassonne::position::Position;
use arbiter_engine::carcassonne::replay;
use arbiter_engine::carcassonne::scoring::end_game;
use arbiter_engine::carcassonne::setup::{PlayerState, Setup, TileSetup};
use arbiter_engine::carcassonne::transcription::{candidates, picture, table_edges, Clue, Look};
use arbiter_engine::carcassonne::turn::{
    adjudicate, ActionKind, ActionParam, Move, MoveStep, MoveVerdict, PieceAction,
};
use arbiter_engine::carcassonne::variants::{Expansion, FarmerRule, Rules, TwoTileCity};
use proptest::prelude::*;

use crate::common::seen;

use crate::common::readings::every_reading;
use crate::common::rng::Rng;

/// What a game looks like from outside: the rules, the number of players, the seed.
#[derive(Debug, Clone)]
pub(crate) struct GameSpec {
    expansions: Vec<Expansion>,
    players: usize,
    seed: u64,
    farmers: FarmerRule,
    two_tile_city: TwoTileCity,
    river_flow: RiverFlow,
}

pub(crate) fn spec() -> impl Strategy<Value = GameSpec> {
    (
        proptest::sample::subsequence(Expansion::OPTIONAL.to_vec(), 0..=4),
        2usize..=5,
        any::<u64>(),
        prop_oneof![
            Just(FarmerRule::ThirdEdition),
            Just(FarmerRule::FirstEdition),
            Just(FarmerRule::None)
        ],
        prop_oneof![Just(TwoTileCity::Four), Just(TwoTileCity::Two)],
        prop_oneof![Just(RiverFlow::OneSide), Just(RiverFlow::RoomAhead)],
    )
        .prop_map(
            |(expansions, players, seed, farmers, two_tile_city, river_flow)| GameSpec {
                expansions,
                players,
                seed,
                farmers,
                two_tile_city,
                river_flow,
            },
        )
}

/// The draw pile: the spring first (river on), the other river tiles shuffled, the lake
/// last; then every other tile the sets hold, shuffled. Without the river, the start tile
/// comes first.
fn draw_pile(rules: &Rules, rng: &mut Rng) -> Vec<TileDefId> {
    let cat = Catalogue::get();
    let mut first = Vec::new();
    let mut river = Vec::new();
    let mut lake = Vec::new();
    let mut rest = Vec::new();
    for i in cat.ids() {
        let t = cat.tile(i);
        for _ in 0..copies_allowed(t, rules) {
            match group(t) {
                Some(RiverGroup::Spring) => first.push(i),
                Some(RiverGroup::Lake) => lake.push(i),
                Some(RiverGroup::River) => river.push(i),
                None => rest.push(i),
            }
        }
    }
    rng.shuffle(&mut river);
    rng.shuffle(&mut rest);
    if !rules.has(Expansion::River) {
        let start = rest
            .iter()
            .position(|&i| cat.tile(i).start)
            .expect("the start tile is in the box");
        first.push(rest.remove(start));
    }
    first
        .into_iter()
        .chain(river)
        .chain(lake)
        .chain(rest)
        .collect()
}

/// Squares next to the board where `def` turned by `rot` matches every neighbour's edges.
fn fitting(position: &Position, def: TileDefId, rng: &mut Rng) -> Vec<(Pos, Rotation)> {
    let board = position.board();
    if board.tiles.is_empty() {
        return vec![(Pos::new(0, 0), Rotation::R0)];
    }
    let mut squares: Vec<Pos> = Vec::new();
    for t in &board.tiles {
        for e in Edge::ALL {
            let q = t.pos.step(e);
            if !board.occupied(q) && !squares.contains(&q) {
                squares.push(q);
            }
        }
    }
    let mut out = Vec::new();
    for q in squares {
        for rot in Rotation::ALL {
            let placed = Placed::new(def, q, rot);
            let fits = Edge::ALL.iter().all(|&e| match board.tile_at(q.step(e)) {
                Some(j) => board.tiles[j].edges[e.opposite().index()] == placed.edges[e.index()],
                None => true,
            });
            if fits {
                out.push((q, rot));
            }
        }
    }
    rng.shuffle(&mut out);
    out
}

/// The dragon's flight after a tile with its symbol laid at `pos` (The Princess & the
/// Dragon): square by square at random, up to six, never twice on a tile nor onto the fairy's,
/// until it can go nowhere.
fn flight(position: &Position, def: TileDefId, pos: Pos, rng: &mut Rng) -> Vec<MoveStep> {
    let setup = position.setup();
    let board = position.board();
    let tile_of = |spot: Spot| match spot {
        Spot::Tile { tile } | Spot::Beside(PieceAddress::OnTile { tile, .. }) => Some(tile),
        _ => None,
    };
    let on_tile = |kind: PieceKind| {
        setup
            .figures
            .iter()
            .find(|f| f.kind == kind)
            .and_then(|f| tile_of(f.at))
            .map(|t| board.tiles[t].pos)
    };
    let symbol = Catalogue::get()
        .tile(def)
        .marks
        .contains(FeatureMark::DragonSymbol);
    let (true, Some(mut at)) = (symbol, on_tile(PieceKind::Dragon)) else {
        return Vec::new();
    };
    let fairy = on_tile(PieceKind::Fairy);
    let mut visited = vec![at];
    let mut steps = Vec::new();
    while steps.len() < 6 {
        let mut next: Vec<Pos> = Edge::ALL
            .into_iter()
            .map(|e| at.step(e))
            .filter(|&q| (board.occupied(q) || q == pos) && !visited.contains(&q))
            .filter(|&q| Some(q) != fairy)
            .collect();
        rng.shuffle(&mut next);
        let Some(&q) = next.first() else { break };
        steps.push((ActionKind::Dragon, ActionParam::Square(q)));
        visited.push(q);
        at = q;
    }
    steps
}

/// One turn chosen at random among legal ones, or `None` when the tile fits nowhere.
fn random_turn(
    position: &Position,
    def: TileDefId,
    player: PlayerId,
    extra_turn: bool,
    rng: &mut Rng,
) -> Option<(Move, MoveVerdict)> {
    let rules = &position.setup().rules;
    for (pos, rot) in fitting(position, def, rng) {
        let mut mv = Move {
            player: Some(player),
            def,
            pos,
            rot,
            action: PieceAction::None,
            steps: Vec::new(),
            again: extra_turn,
        };
        mv.steps = flight(position, def, pos, rng);
        let plain = adjudicate(position, &mv);
        if !plain.legal() {
            continue;
        }
        if rng.chance(15) && rules.has(Expansion::Abbot) {
            mv.action = PieceAction::RecallAbbot;
            let v = adjudicate(position, &mv);
            if v.legal() {
                return Some((mv, v));
            }
        }
        if rng.chance(70) {
            let tile = Catalogue::get().tile(def);
            let mut options: Vec<(PieceKind, Locator)> = PieceKind::ALL
                .iter()
                .filter(|k| rules.has(k.expansion()))
                .flat_map(|&k| Locator::all_on(tile, rot).into_iter().map(move |l| (k, l)))
                .collect();
            rng.shuffle(&mut options);
            for (kind, locator) in options.into_iter().take(6) {
                mv.action = PieceAction::Place { kind, locator };
                let v = adjudicate(position, &mv);
                if v.legal() {
                    return Some((mv, v));
                }
            }
        }
        mv.action = PieceAction::None;
        return Some((mv, plain));
    }
    None
}

/// Plays a whole game; calls `visit` with every position reached. Returns the last setup.
pub(crate) fn play(spec: &GameSpec, mut visit: impl FnMut(&Position)) -> Setup {
    let mut rules = Rules {
        expansions: spec.expansions.clone(),
        two_tile_city: spec.two_tile_city,
        farmers: spec.farmers,
        options: Vec::new(),
    };
    rules
        .set_option("river-flow", spec.river_flow.key())
        .expect("a value of the river-flow option");
    let players = Color::ALL[..spec.players]
        .iter()
        .enumerate()
        .map(|(i, &color)| Player {
            name: format!("P{i}"),
            color,
        })
        .collect();
    let mut rng = Rng(spec.seed);
    let mut setup = Setup::new(rules, players);
    let mut position = Position::validate(setup.clone());
    let mut player = 0;
    let mut extra = false;
    for def in draw_pile(&setup.rules, &mut rng) {
        let Some((mv, verdict)) =
            random_turn(&position, def, PlayerId::unchecked(player), extra, &mut rng)
        else {
            continue; // fits nowhere: the tile is set aside
        };
        // The library's own step from one position to the next (as `arbiter replay` uses it):
        // the tile and piece go down, returned pieces come off, points and goods are credited,
        // and the turn passes unless the builder gave an extra one.
        setup = replay::apply(&setup, &mv, &verdict);
        extra = matches!(verdict.plays_again(), Some((true, _)));
        player = setup.turn.index();
        position = Position::validate(setup.clone());
        visit(&position);
    }
    setup
}

fn cases() -> u32 {
    std::env::var("ARBITER_RANDOM_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(10)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(), max_shrink_iters: 20, ..ProptestConfig::default() })]

    #[test]
    fn every_reached_position_is_legal_and_totals_never_drop(spec in spec()) {
        let mut last: Option<Vec<i64>> = None;
        let mut failures: Vec<String> = Vec::new();
        let end = play(&spec, |p| {
            if !p.is_legal() && failures.len() < 3 {
                failures.push(format!("after {} tiles: {:?}", p.setup().tiles.len(), p.problems()));
            }
            let track = p.setup().track.clone();
            if let Some(before) = &last {
                for (i, (b, a)) in before.iter().zip(&track).enumerate() {
                    if a < b && failures.len() < 3 {
                        failures.push(format!("player {i} went from {b} to {a}"));
                    }
                }
            }
            last = Some(track);
        });
        prop_assert!(failures.is_empty(), "{:?}", failures);
        prop_assert!(end.tiles.len() > 1);
    }

    #[test]
    fn final_score_ignores_tile_order_and_offset(spec in spec(), dx in -1000i64..1000, dy in -1000i64..1000, shuffle_seed in any::<u64>()) {
        let end = play(&spec, |_| {});
        let want = end_game(&Position::validate(end.clone()));
        let mut moved = end.clone();
        Rng(shuffle_seed).shuffle(&mut moved.tiles);
        for t in &mut moved.tiles {
            t.pos = Pos::new(t.pos.x + dx, t.pos.y + dy);
        }
        let got = end_game(&Position::validate(moved));
        prop_assert_eq!(&got.final_points, &want.final_points);
        prop_assert_eq!(got.lines.len(), want.lines.len());
    }
}

/// The distinct pictures of `t`'s tile that match the edges of every neighbour in `known`.
fn turns_fitting(setup: &Setup, t: usize, known: &[bool]) -> Vec<Rotation> {
    let me = &setup.tiles[t];
    let around: Vec<(Edge, [arbiter_engine::carcassonne::catalogue::EdgeKind; 4])> = setup
        .tiles
        .iter()
        .enumerate()
        .filter(|(j, _)| known[*j])
        .filter_map(|(_, o)| {
            Edge::ALL
                .into_iter()
                .find(|e| me.pos.step(*e) == o.pos)
                .map(|e| (e, table_edges((o.def, o.rot))))
        })
        .collect();
    candidates(&Clue::Auto(me.def), &setup.rules)
        .into_iter()
        .filter(|&c| {
            let mine = table_edges(c);
            around
                .iter()
                .all(|(e, theirs)| mine[e.index()] == theirs[e.opposite().index()])
        })
        .map(|c| c.1)
        .collect()
}

/// `tile: "ID", at: [x, y], rot: R`.
pub(crate) fn written(t: &TileSetup) -> String {
    format!(
        "tile: \"{}\", at: [{}, {}], rot: {}",
        Catalogue::get().tile(t.def).id,
        t.pos.x,
        t.pos.y,
        t.rot.degrees()
    )
}

/// `seen: "...", at: [x, y]`.
fn seen(t: &TileSetup) -> String {
    format!(
        "seen: \"{}\", at: [{}, {}]",
        Look::of(Catalogue::get().tile(t.def), t.rot).to_text(),
        t.pos.x,
        t.pos.y
    )
}

/// `tile: "ID", at: [x, y], rot: auto`.
fn auto(t: &TileSetup) -> String {
    format!(
        "tile: \"{}\", at: [{}, {}], rot: auto",
        Catalogue::get().tile(t.def).id,
        t.pos.x,
        t.pos.y
    )
}

/// Reads a position text: its final points, or the keys of the input errors.
fn score_of(text: &str) -> Result<Vec<i64>, Vec<&'static str>> {
    match arbiter_format::carcassonne::read(text.as_bytes()) {
        Ok((setup, _)) => Ok(end_game(&Position::validate(setup)).final_points),
        Err(errors) => Err(errors.iter().map(|e| e.message.key).collect()),
    }
}

/// A position file for `setup`, each tile entry's id, square and turn written by `tile`.
pub(crate) fn position_yaml(
    setup: &Setup,
    header: &str,
    tile: impl Fn(&TileSetup) -> String,
) -> String {
    let keys: Vec<&str> = setup.rules.expansions.iter().map(|e| e.key()).collect();
    let mut out = format!(
        "{header}game: carcassonne\nrules:\n  expansions: [{}]\n",
        keys.join(", ")
    );
    let r = &setup.rules;
    if r.two_tile_city != TwoTileCity::Four {
        out.push_str("  two-tile-city: 2\n");
    }
    match r.farmers {
        FarmerRule::ThirdEdition => {}
        FarmerRule::FirstEdition => out.push_str("  farmers: first-edition\n"),
        FarmerRule::None => out.push_str("  farmers: none\n"),
        FarmerRule::NotPlaced => out.push_str("  farmers: not-placed\n"),
    }
    if RiverFlow::of(r) != RiverFlow::OneSide {
        out.push_str("  river-flow: room-ahead\n");
    }
    out.push_str("players:\n");
    for p in &setup.players {
        out.push_str(&format!(
            "  - {{name: {}, color: {}}}\n",
            p.name,
            p.color.key()
        ));
    }
    out.push_str("score: {");
    let score: Vec<String> = setup
        .players
        .iter()
        .zip(&setup.track)
        .map(|(p, s)| format!("{}: {s}", p.color.key()))
        .collect();
    out.push_str(&score.join(", "));
    out.push_str(&format!(
        "}}\nturn: {}\n",
        setup.players[setup.turn.index()].color.key()
    ));
    // A builder's second turn part to play (a bazaar's auction may wait for it).
    if setup.again {
        out.push_str("extra_turn: true\n");
    }
    // Every block of per-player state (goods always, as before; the others when held).
    for def in PlayerState::defs() {
        let rows = setup.player_state.rows(def.key);
        if def.key != "goods" && rows.iter().flatten().all(|&n| n == 0) {
            continue;
        }
        out.push_str(&format!("{}:\n", def.key));
        for (p, row) in setup.players.iter().zip(rows) {
            let counters: Vec<String> = def
                .counters
                .iter()
                .zip(row)
                .map(|((c, _), n)| format!("{c}: {n}"))
                .collect();
            out.push_str(&format!(
                "  {}: {{{}}}\n",
                p.color.key(),
                counters.join(", ")
            ));
        }
    }
    out.push_str("tiles:\n");
    for t in &setup.tiles {
        out.push_str(&format!("  - {{{}", tile(t)));
        if t.pieces.is_empty() {
            out.push_str("}\n");
        } else {
            out.push_str(", pieces: [");
            let pieces: Vec<String> = t
                .pieces
                .iter()
                .map(|p| {
                    format!(
                        "{{owner: {}, kind: {}, feature: \"{}\"}}",
                        setup.players[p.owner.index()].color.key(),
                        p.kind.key(),
                        p.locator.to_text()
                    )
                })
                .collect();
            out.push_str(&pieces.join(", "));
            out.push_str("]}\n");
        }
    }
    // The big top, which a position with a circus tile must show (the other figures are left
    // out, as before: a position may leave them out).
    let big_top = setup.figures.iter().find_map(|f| match f.at {
        Spot::Tile { tile } if f.kind == PieceKind::BigTop => setup.tiles.get(tile),
        _ => None,
    });
    if let Some(t) = big_top {
        out.push_str(&format!(
            "figures:\n  - {{kind: big-top, at: [{}, {}]}}\n",
            t.pos.x, t.pos.y
        ));
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(), max_shrink_iters: 20, ..ProptestConfig::default() })]

    /// `rot: auto` on every tile whose turn the tiles still written out around it fix (chosen
    /// one by one) settles to the same score.
    #[test]
    fn auto_where_the_neighbours_fix_the_turn_scores_the_same(spec in spec()) {
        let end = play(&spec, |_| {});
        let want = end_game(&Position::validate(end.clone())).final_points;
        let mut known = vec![true; end.tiles.len()];
        for t in 0..end.tiles.len() {
            if turns_fitting(&end, t, &known).len() == 1 {
                known[t] = false;
            }
        }
        prop_assume!(known.iter().any(|k| !k));
        let text = position_yaml(&end, "", |t| {
            let i = end.tiles.iter().position(|x| std::ptr::eq(x, t)).unwrap_or(0);
            if known[i] { written(t) } else { auto(t) }
        });
        prop_assert_eq!(score_of(&text), Ok(want), "{}", text);
    }

    /// `seen` on every tile whose look no other tile (or turn) of the box shares settles to the
    /// same score.
    #[test]
    fn seen_where_the_look_is_unique_scores_the_same(spec in spec()) {
        let end = play(&spec, |_| {});
        let want = end_game(&Position::validate(end.clone())).final_points;
        let cat = Catalogue::get();
        let unique = |t: &TileSetup| {
            candidates(&Clue::Seen(Look::of(cat.tile(t.def), t.rot)), &end.rules).len() == 1
        };
        prop_assume!(end.tiles.iter().any(unique));
        let text = position_yaml(&end, "", |t| if unique(t) { seen(t) } else { written(t) });
        prop_assert_eq!(score_of(&text), Ok(want), "{}", text);
    }

    /// One tile of a legal final position turned wrongly: when `check` blames a tile for the
    /// edges that no longer match, it is that tile, never a correct neighbour; and a tile
    /// with two or more mismatched edges is always found.
    #[test]
    fn a_wrong_turn_is_blamed_on_its_tile_only(spec in spec(), pick in any::<u64>()) {
        let end = play(&spec, |_| {});
        let cat = Catalogue::get();
        let mut wrong = end.clone();
        let t = (pick % end.tiles.len() as u64) as usize;
        let me = &end.tiles[t];
        let now = picture(cat.tile(me.def), me.rot);
        let Some(rot) = Rotation::ALL
            .into_iter()
            .find(|&r| picture(cat.tile(me.def), r) != now)
        else {
            return Ok(());
        };
        wrong.tiles[t].rot = rot;
        // Pieces keep their feature; only the turn of the picture changes.
        let position = Position::validate(wrong);
        let board = position.board();
        let mismatched = board.mismatches.iter().filter(|m| m.tile == t || m.other == t).count();
        prop_assume!(mismatched > 0);
        let blamed: Vec<usize> = position
            .problems()
            .iter()
            .filter(|p| p.message.key == "problem-edges-culprit")
            .filter_map(|p| match p.subject {
                arbiter_engine::carcassonne::problem::Subject::Tile(i) => Some(i),
                _ => None,
            })
            .collect();
        prop_assert!(blamed.iter().all(|&i| i == t), "blamed {:?}, turned {}", blamed, t);
        if mismatched >= 2 {
            prop_assert_eq!(blamed, vec![t]);
        }
    }

    /// `rot: auto`, or `seen`, on every tile: the same score, or exit 2 naming unsettled
    /// tiles; never another score.
    #[test]
    fn auto_or_seen_everywhere_never_gives_another_score(spec in spec()) {
        let end = play(&spec, |_| {});
        let want = end_game(&Position::validate(end.clone())).final_points;
        for (name, text) in [
            ("auto", position_yaml(&end, "", auto)),
            ("seen", position_yaml(&end, "", seen)),
        ] {
            match score_of(&text) {
                Ok(got) => prop_assert_eq!(&got, &want, "{} settled to another score", name),
                // The big top's square names no tile while the tiles around it are unclear.
                Err(keys) => prop_assert!(
                    keys.iter().any(|k| k.starts_with("transcribe-ambiguous"))
                        && keys.iter().all(|k| k.starts_with("transcribe-ambiguous")
                            || *k == "input-figure-no-tile"),
                    "{}: {:?}", name, keys
                ),
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(), max_shrink_iters: 10, ..ProptestConfig::default() })]

    /// Unclear readings: `seen` on a share of the tiles and a second feature beside some
    /// pieces' own give the true totals, or exit 2 naming tiles or pieces whose readings give
    /// different totals, with ranges that hold the true ones; never another total. Where the
    /// readings are few, every one is tried: the answer, the ranges and the tiles and pieces
    /// named are exactly what they say.
    #[test]
    fn unclear_readings_never_give_another_total(spec in spec(), pick in any::<u64>()) {
        use arbiter_engine::carcassonne::readings::{judge, Choice, Verdict};
        let end = play(&spec, |_| {});
        let want = end_game(&Position::validate(end.clone())).final_points;
        let mut rng = Rng(pick);
        let share = [4, 12, 40][(pick % 3) as usize];
        let alternatives = [0, 10, 30][((pick / 3) % 3) as usize];
        let seen_tiles: Vec<bool> = (0..end.tiles.len()).map(|_| rng.chance(share)).collect();
        let features: Vec<Vec<String>> = end
            .tiles
            .iter()
            .map(|t| {
                t.pieces
                    .iter()
                    .map(|p| crate::common::readings::piece_feature(t, p, rng.chance(alternatives), &mut rng))
                    .collect()
            })
            .collect();
        let text = seen::rewritten(
            &position_yaml(&end, "", written),
            &end,
            |i| seen_tiles[i],
            |i, k| features[i][k].clone(),
        );
        let (setup, spans) = arbiter_format::carcassonne::read_open(text.as_bytes())
            .map_err(|e| TestCaseError::fail(format!("{e:?}\n{text}")))?;
        let choices: Vec<Choice> = spans.open.iter().map(|o| o.choice.clone()).collect();
        let judged = judge(&setup, &choices);
        let every = every_reading(&setup, &choices, 256);
        match &judged.verdict {
            Verdict::Same => {
                let got = end_game(&Position::validate(judged.reading.clone())).final_points;
                prop_assert_eq!(&got, &want, "{}", text);
                if let Some(every) = &every {
                    prop_assert!(every.iter().all(|(_, p)| *p == want), "{}", text);
                }
            }
            Verdict::Differ { decisive, ranges, .. } => {
                // No choice named: the choices decide only together (each, read any way,
                // leaves the same totals possible), which every reading must bear out.
                if decisive.is_empty() {
                    if let Some(every) = &every {
                        for (c, choice) in choices.iter().enumerate() {
                            let mut sets: Vec<Vec<&Vec<i64>>> = (0..choice.len())
                                .map(|k| {
                                    let mut v: Vec<&Vec<i64>> =
                                        every.iter().filter(|(p, _)| p[c] == k).map(|(_, f)| f).collect();
                                    v.sort();
                                    v.dedup();
                                    v
                                })
                                .filter(|v| !v.is_empty())
                                .collect();
                            sets.dedup();
                            prop_assert!(sets.len() == 1, "choice {} decides alone but is not named\n{}", c, text);
                        }
                    }
                }
                for (p, &(lo, hi)) in ranges.iter().enumerate() {
                    let total = setup.track[p] + want[p];
                    prop_assert!(lo <= total && total <= hi, "player {}: {} not in {}..{}\n{}", p, total, lo, hi, text);
                }
                if let Some(every) = &every {
                    for (p, &(lo, hi)) in ranges.iter().enumerate() {
                        let totals = every.iter().map(|(_, f)| setup.track[p] + f[p]);
                        prop_assert_eq!(totals.clone().min(), Some(lo), "player {}\n{}", p, text);
                        prop_assert_eq!(totals.max(), Some(hi), "player {}\n{}", p, text);
                    }
                    // Each choice named: its readings leave different totals possible.
                    for &c in decisive {
                        let mut by_option: Vec<Vec<&Vec<i64>>> = vec![Vec::new(); choices[c].len()];
                        for (picks, f) in every {
                            by_option[picks[c]].push(f);
                        }
                        let mut sets: Vec<Vec<&Vec<i64>>> = by_option
                            .into_iter()
                            .filter(|v| !v.is_empty())
                            .map(|mut v| { v.sort(); v.dedup(); v })
                            .collect();
                        sets.dedup();
                        prop_assert!(sets.len() > 1, "choice {} named but its readings agree\n{}", c, text);
                    }
                }
            }
            Verdict::TooMany { .. } => {}
        }
    }
}

/// Writes final positions of random games to `benches/data/`, for the benchmarks: one with
/// the four first expansions and the Abbot, one with every expansion arbiter knows (the
/// classic boxes too): `cargo test --test suite random_games -- --ignored write_bench_position`.
#[test]
#[ignore]
fn write_bench_position() {
    let first: Vec<Expansion> = [
        "river",
        "inns-and-cathedrals",
        "traders-and-builders",
        "abbot",
    ]
    .iter()
    .map(|k| Expansion::parse(k).unwrap())
    .collect();
    for (expansions, file, what) in [
        (
            first,
            "all-expansions-final.yaml",
            "the River, Inns & Cathedrals, Traders & Builders and the Abbot",
        ),
        (
            Expansion::OPTIONAL.to_vec(),
            "every-expansion-final.yaml",
            "every expansion arbiter knows, the classic boxes too",
        ),
    ] {
        let spec = GameSpec {
            expansions,
            players: 4,
            seed: 2024,
            farmers: FarmerRule::ThirdEdition,
            two_tile_city: TwoTileCity::Four,
            river_flow: RiverFlow::OneSide,
        };
        let end = play(&spec, |_| {});
        let cat = Catalogue::get();
        let header = format!(
            "# A final position of a random legal game with {what}, generated by\n\
             # tests/random_games.rs (write_bench_position); used by benches/carcassonne.rs and\n\
             # benches/process.rs.\n"
        );
        let out = position_yaml(&end, &header, |t| {
            format!(
                "tile: \"{}\", at: [{}, {}], rot: {}",
                cat.tile(t.def).id,
                t.pos.x,
                t.pos.y,
                t.rot.degrees()
            )
        });
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("benches/data")
            .join(file);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, out).unwrap();
        assert!(Position::validate(end).is_legal(), "{file}");
    }
}
