//! Every reading tried, one by one: the judge's first way, and its whole answer whenever the
//! readings of the whole board that fit are few enough to score each.
//!
//! The open tiles are read in turn, depth first; a picture that does not fit an open
//! neighbour already read is never extended, so only readings whose open tiles fit each
//! other are counted. When they are at most the budget, each is validated and scored as an
//! ordinary position file would be, and the verdict is read off the list: nothing is
//! inferred, so nothing can be wrong. Past the budget the caller sorts the choices into
//! groups instead (see the parent module).

use std::collections::{BTreeSet, HashMap};

use super::{apply, Choice, Judge, Judgement, ReadingTotals, Verdict};
use crate::carcassonne::catalogue::Catalogue;
use crate::carcassonne::geometry::{Edge, Pos};
use crate::carcassonne::position::Position;
use crate::carcassonne::problem::{Severity, Subject};
use crate::carcassonne::scoring::end_game;
use crate::carcassonne::setup::Setup;
use crate::carcassonne::transcription::table_edges;
use arbiter_ids::rule;

/// Whole-board evaluations (one validation and one scoring each) times the board's tiles
/// that trying every reading may cost; past it the choices are sorted into groups.
pub(crate) const EXHAUSTIVE_WORK: usize = 600_000;

/// At most this many readings are tried one by one, however small the board.
pub(crate) const EXHAUSTIVE_MAX: usize = 4096;

/// How many whole-board readings are tried one by one on `setup`.
pub fn budget(setup: &Setup) -> usize {
    (EXHAUSTIVE_WORK / setup.tiles.len().max(1)).clamp(16, EXHAUSTIVE_MAX)
}

/// One reading's result: its errors (the box's copies left aside) and end-game points.
struct Scored {
    picks: Vec<usize>,
    errors: BTreeSet<(&'static str, Subject)>,
    points: Vec<i64>,
    in_box: bool,
}

/// The readings whose open tiles fit each other and whose pieces all stand on a feature of
/// their tile (picks per choice), or None when there are more than `limit` (or the search
/// would visit more than a bounded number of partial readings).
pub(super) fn fitting_readings(
    setup: &Setup,
    choices: &[Choice],
    limit: usize,
) -> Option<Vec<Vec<usize>>> {
    if choices.is_empty() {
        return Some(vec![Vec::new()]);
    }
    let checks = Checks::new(setup, choices);
    let mut out = Vec::new();
    let mut picks = vec![0usize; choices.len()];
    let mut visits = limit.saturating_mul(64);
    let mut depth = 0usize;
    // Depth first, on an explicit stack: picks[depth] is the next option of choice `depth`.
    loop {
        if depth == choices.len() {
            out.push(picks.clone());
            if out.len() > limit {
                return None;
            }
            depth -= 1;
            picks[depth] += 1;
            continue;
        }
        if picks[depth] >= choices[depth].len() {
            if depth == 0 {
                return Some(out);
            }
            picks[depth] = 0;
            depth -= 1;
            picks[depth] += 1;
            continue;
        }
        visits = visits.checked_sub(1)?;
        if checks.consistent(setup, choices, depth, &picks) {
            depth += 1;
        } else {
            picks[depth] += 1;
        }
    }
}

/// What a choice is checked against once read: the open neighbours and the open pieces
/// read before it.
struct Checks {
    /// Per choice: the open tiles next to it read before it, with the edge towards them.
    earlier: Vec<Vec<(Edge, usize)>>,
    /// Per tile entry: the choice of its picture, if open.
    tile_choice: HashMap<usize, usize>,
    /// Per tile entry: the open pieces on it.
    pieces_on: HashMap<usize, Vec<usize>>,
}

impl Checks {
    fn new(setup: &Setup, choices: &[Choice]) -> Checks {
        let tile_choice = super::slots::tile_choices(choices);
        let mut pieces_on: HashMap<usize, Vec<usize>> = HashMap::new();
        for (c, ch) in choices.iter().enumerate() {
            if let Choice::Piece { tile, .. } = ch {
                pieces_on.entry(*tile).or_default().push(c);
            }
        }
        let at: HashMap<Pos, usize> = tile_choice
            .iter()
            .map(|(&t, &c)| (setup.tiles[t].pos, c))
            .collect();
        let earlier = choices
            .iter()
            .enumerate()
            .map(|(c, ch)| match ch {
                Choice::Tile { tile, .. } => Edge::ALL
                    .into_iter()
                    .filter_map(|e| {
                        let &o = at.get(&setup.tiles[*tile].pos.step(e))?;
                        (o < c).then_some((e, o))
                    })
                    .collect(),
                Choice::Piece { .. } => Vec::new(),
            })
            .collect();
        Checks {
            earlier,
            tile_choice,
            pieces_on,
        }
    }

    /// Whether choice `c` as picked fits what was read before it.
    fn consistent(&self, setup: &Setup, choices: &[Choice], c: usize, picks: &[usize]) -> bool {
        let cat = Catalogue::get();
        let picture = |tile: usize| match self.tile_choice.get(&tile) {
            Some(&tc) if tc > c => None,
            Some(&tc) => match &choices[tc] {
                Choice::Tile { options, .. } => Some(options[picks[tc]]),
                Choice::Piece { .. } => None,
            },
            None => Some((setup.tiles[tile].def, setup.tiles[tile].rot)),
        };
        match &choices[c] {
            Choice::Tile { tile, options } => {
                let (def, rot) = options[picks[c]];
                let mine = table_edges((def, rot));
                let edges_fit = self.earlier[c].iter().all(|&(e, o)| match &choices[o] {
                    Choice::Tile {
                        options: theirs, ..
                    } => table_edges(theirs[picks[o]])[e.opposite().index()] == mine[e.index()],
                    Choice::Piece { .. } => true,
                });
                let open: &[usize] = self.pieces_on.get(tile).map_or(&[], Vec::as_slice);
                let pieces_stand = setup.tiles[*tile].pieces.iter().enumerate().all(|(k, p)| {
                    let place = open.iter().find_map(|&pc| match &choices[pc] {
                        Choice::Piece { piece, options, .. } if *piece == k => {
                            (pc < c).then(|| options[picks[pc]])
                        }
                        _ => None,
                    });
                    let is_open = open.iter().any(
                        |&pc| matches!(&choices[pc], Choice::Piece { piece, .. } if *piece == k),
                    );
                    match (is_open, place) {
                        (true, None) => true,
                        (_, Some(l)) => l.resolve(cat.tile(def), rot).is_some(),
                        (false, None) => p.locator.resolve(cat.tile(def), rot).is_some(),
                    }
                });
                edges_fit && pieces_stand
            }
            Choice::Piece { tile, options, .. } => match picture(*tile) {
                Some((def, rot)) => options[picks[c]].resolve(cat.tile(def), rot).is_some(),
                None => true,
            },
        }
    }
}

/// Validates and scores one reading.
fn score(judge: &Judge<'_>, picks: Vec<usize>) -> Option<Scored> {
    let setup = apply(judge.setup, judge.choices, &picks)?;
    let position = Position::validate(setup);
    let errors = position
        .problems()
        .iter()
        .filter(|p| p.severity == Severity::Error && p.rule != rule::BASE_TILE_SUPPLY)
        .map(|p| (p.rule, p.subject))
        .collect();
    let points = end_game(&position).final_points;
    let mut usage = judge.base_usage.clone();
    for (c, &k) in picks.iter().enumerate() {
        for (a, b) in usage.iter_mut().zip(judge.usage_of(c, k)) {
            *a += b;
        }
    }
    let in_box = usage.iter().zip(&judge.limits).all(|(u, l)| u <= l);
    Some(Scored {
        picks,
        errors,
        points,
        in_box,
    })
}

/// Judges the readings `fitting` (those whose open tiles fit, [`fitting_readings`]) one by
/// one; None when none of them is a position.
pub(super) fn judge_every_reading(
    judge: &Judge<'_>,
    fitting: Vec<Vec<usize>>,
) -> Option<Judgement> {
    let (setup, choices) = (judge.setup, judge.choices);
    let scored: Vec<Scored> = fitting
        .into_iter()
        .filter_map(|p| score(judge, p))
        .collect();
    if scored.is_empty() {
        return None;
    }
    // The legal readings within the box; else legal ones (the box's shortfall is then the
    // position's own, which `check` reports); else every reading, none being legal.
    let legal_in_box: Vec<&Scored> = scored
        .iter()
        .filter(|s| s.errors.is_empty() && s.in_box)
        .collect();
    let legal_any: Vec<&Scored> = scored.iter().filter(|s| s.errors.is_empty()).collect();
    let (judged, legal) = if !legal_in_box.is_empty() {
        (legal_in_box, true)
    } else if !legal_any.is_empty() {
        (legal_any, true)
    } else {
        (scored.iter().collect(), false)
    };
    let reading = apply(setup, choices, &judged[0].picks).unwrap_or_else(|| setup.clone());
    let broken = if legal {
        Vec::new()
    } else {
        broken_by_position(setup, choices, &judged)
    };
    let totals = |s: &Scored| -> Vec<i64> {
        s.points
            .iter()
            .zip(&setup.track)
            .map(|(p, t)| p + t)
            .collect()
    };
    let mut distinct: Vec<Vec<i64>> = judged.iter().map(|s| totals(s)).collect();
    distinct.sort();
    distinct.dedup();
    if distinct.len() <= 1 {
        return Some(Judgement {
            reading,
            legal,
            broken,
            verdict: Verdict::Same,
        });
    }
    let players = setup.players.len();
    let range = |t: &mut dyn Iterator<Item = &Vec<i64>>| -> Vec<(i64, i64)> {
        let all: Vec<&Vec<i64>> = t.collect();
        (0..players)
            .map(|p| {
                let lo = all.iter().map(|t| t[p]).min().unwrap_or(0);
                let hi = all.iter().map(|t| t[p]).max().unwrap_or(0);
                (lo, hi)
            })
            .collect()
    };
    let ranges = range(&mut distinct.iter());
    let mut decisive = Vec::new();
    let mut readings = Vec::new();
    let mut per_reading = Vec::new();
    for (c, choice) in choices.iter().enumerate() {
        let by_option: Vec<(usize, Vec<Vec<i64>>)> = (0..choice.len())
            .filter_map(|k| {
                let mut t: Vec<Vec<i64>> = judged
                    .iter()
                    .filter(|s| s.picks[c] == k)
                    .map(|s| totals(s))
                    .collect();
                t.sort();
                t.dedup();
                (!t.is_empty()).then_some((k, t))
            })
            .collect();
        if by_option.iter().all(|(_, t)| *t == by_option[0].1) {
            continue;
        }
        decisive.push(c);
        let each: ReadingTotals = by_option
            .into_iter()
            .map(|(k, t)| (k, range(&mut t.iter())))
            .collect();
        let (ks, ts): (Vec<usize>, Vec<Vec<(i64, i64)>>) = each.into_iter().unzip();
        readings.push(ks);
        per_reading.push(ts);
    }
    Some(Judgement {
        reading,
        legal,
        broken,
        verdict: Verdict::Differ {
            decisive,
            readings,
            totals: per_reading,
            ranges,
        },
    })
}

/// When no reading is legal: the rules that every reading breaks in the same place, that
/// place being none of the open tiles, their pieces or their neighbours, and no reading
/// breaking anything else. The position breaks them whatever the reading (empty when some
/// problem may come of the reading).
fn broken_by_position(setup: &Setup, choices: &[Choice], judged: &[&Scored]) -> Vec<&'static str> {
    let first = &judged[0].errors;
    if judged.iter().any(|s| s.errors != *first) {
        return Vec::new();
    }
    let open: BTreeSet<usize> = choices.iter().map(Choice::tile).collect();
    let at = super::slots::squares(setup);
    let near_open = |i: usize| {
        open.contains(&i)
            || Edge::ALL.into_iter().any(|e| {
                at.get(&setup.tiles[i].pos.step(e))
                    .is_some_and(|j| open.contains(j))
            })
    };
    let about_open = first.iter().any(|(_, s)| match s {
        Subject::Tile(i) | Subject::Piece { tile: i, .. } => near_open(*i),
        _ => false,
    });
    if about_open {
        return Vec::new();
    }
    let mut rules: Vec<&'static str> = first.iter().map(|(r, _)| *r).collect();
    rules.dedup();
    rules
}
