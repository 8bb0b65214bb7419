//! `arbiter replay`: a game record played move by move, with its score history.

use super::backing::Backed;
use super::table::Cell;
use arbiter_engine::carcassonne::catalogue::{Catalogue, TileDefId};
use arbiter_engine::carcassonne::citation::Evidence;
use arbiter_engine::carcassonne::pieces::Player;
use arbiter_engine::carcassonne::position::Position;
use arbiter_engine::carcassonne::replay::{replay_with_draws, Replay, Step};
use arbiter_engine::carcassonne::scoring::{ScoreLine, ScoredKind};
use arbiter_format::record::{read, Record, RecordSpans};
use arbiter_format::Loc;
use arbiter_ids::{msg, rule};
use arbiter_rulings::shown::shown;
use arbiter_rulings::Game;

use super::args::Format;
use super::diagnostics::print_input_errors;
use super::output::{
    AwardDetail, BadDiscardOut, BadFinalDrawOut, DiscardOut, GainedOut, IllegalOut, LineCore,
    PlayerTotal, ProblemOut, ReplayOut, StepOut,
};
use super::position::{describe, located, settle_open_with, table, totals_table};
use super::{Ctx, Outcome, Source};

fn line_out(ctx: &Ctx, players: &[Player], line: &ScoreLine, evidence: &Evidence) -> LineCore {
    let detail = AwardDetail {
        bonus: false,
        name: true,
    };
    LineCore::new(
        line,
        players,
        evidence,
        detail,
        ctx.loc.message(&describe(line)),
    )
}

fn kind_text(ctx: &Ctx, line: &ScoreLine) -> String {
    match line.kind {
        ScoredKind::Held { state, counter } => ctx.t(&format!("{state}-{counter}")),
        k => ctx.t(&format!("feature-{}", k.key())),
    }
}

/// `arbiter replay` of a Carcassonne record: the record read, played move by move, and its history shown.
pub fn run(ctx: &Ctx, source: &Source, until: Option<usize>) -> Outcome {
    let (mut record, spans) = match read(&source.bytes) {
        Ok(x) => x,
        Err(errors) => {
            print_input_errors(ctx, source, &errors);
            return Outcome::BadInput;
        }
    };
    ctx.override_rules(&mut record.start.rules);
    // The start is judged first, as `check` judges it: an illegal one stops the replay before
    // the first move.
    let start = Position::validate(record.start.clone());
    if !start.is_legal() {
        return start_illegal(ctx, source, &record, &spans, start);
    }
    super::game::warn_until_beyond(ctx, until, record.moves.len(), "moves");
    let mut result = replay_with_draws(
        record.start.clone(),
        &record.moves,
        &record.discarded,
        &record.final_draws,
        until,
        record.finished,
    );
    // What the end-game scoring leaves to chance (the last circus's token, when the record
    // writes no final draw) is settled as `score` settles it: a total only when it is certain.
    let notes = match result.final_scoring.as_mut() {
        Some(f) => {
            let end = spans.moves.last().copied().unwrap_or_default();
            match settle_open_with(ctx, source, &record.start.players, f, &|open| {
                (open.in_record.clone(), end)
            }) {
                Ok(notes) => notes,
                Err(outcome) => return outcome,
            }
        }
        None => Vec::new(),
    };
    let replayed = Replayed {
        ctx,
        players: &record.start.players,
        record: &record,
        spans: &spans,
        final_evidence: match &result.final_scoring {
            Some(f) => Evidence::of_scoring(&result.position, f),
            None => Evidence::default(),
        },
        finals: result
            .final_scoring
            .as_ref()
            .map(|f| f.final_points.clone()),
        result: &result,
    };
    if ctx.format != Format::Table {
        replayed.print_data();
        for note in &notes {
            eprintln!("{note}");
        }
    } else {
        replayed.print_table();
        for note in &notes {
            outln!("{note}");
        }
    }
    if result.illegal.as_ref().is_some_and(|s| !s.verdict.judged()) {
        Outcome::BadInput
    } else if result.illegal.is_some()
        || result.bad_discard.is_some()
        || result.bad_final_draw.is_some()
    {
        Outcome::Illegal
    } else {
        Outcome::Done
    }
}

/// A record whose start position could not arise in a legal game: for people, that and the
/// start judged as `check` shows it; as data, the replay of no move with the start's problems.
/// Exit 1, as `check` gives.
fn start_illegal(
    ctx: &Ctx,
    source: &Source,
    record: &Record,
    spans: &RecordSpans,
    start: Position,
) -> Outcome {
    if ctx.format == Format::Table {
        outln!("{}", ctx.t(msg::REPLAY_START_ILLEGAL));
        return super::position::check_position(ctx, source, &start, &spans.start);
    }
    let problems = located(start.problems(), &spans.start);
    let out = ReplayOut {
        game: Game::Carcassonne.key(),
        moves: record.moves.len(),
        played: 0,
        legal: false,
        start_problems: ProblemOut::all(ctx, &problems),
        finished: false,
        rules_from_command_line: ctx.rules.iter().map(|(k, v)| format!("{k}={v}")).collect(),
        discarded: Vec::new(),
        bad_discard: None,
        bad_final_draw: None,
        illegal: None,
        history: Vec::new(),
        final_scoring: None,
        players: PlayerTotal::all(&record.start.players, &record.start.track, None),
    };
    super::print_data(ctx, &out);
    Outcome::Illegal
}

/// A record played, with what showing it needs.
struct Replayed<'a> {
    ctx: &'a Ctx,
    /// The players as the record starts them.
    players: &'a [Player],
    record: &'a Record,
    spans: &'a RecordSpans,
    result: &'a Replay,
    /// The rules the end-game scoring applied (none when it was not scored).
    final_evidence: Evidence,
    /// End-game points per player, when the game was scored.
    finals: Option<Vec<i64>>,
}

/// A tile's catalogue id.
fn tile_id(def: TileDefId) -> &'static str {
    Catalogue::get().tile(def).id.as_ref()
}

impl Replayed<'_> {
    /// Where move `number` (counted from 1) is written in the record.
    fn move_loc(&self, number: usize) -> Loc {
        self.spans
            .moves
            .get(number - 1)
            .copied()
            .unwrap_or_default()
    }

    /// Where final draw `index` is written in the record.
    fn draw_loc(&self, index: usize) -> Loc {
        self.spans
            .final_draws
            .get(index)
            .copied()
            .unwrap_or_default()
    }

    /// Final draw `index` as a record writes it (`animal-token=5`).
    fn draw_text(&self, index: usize) -> String {
        self.record
            .final_draws
            .get(index)
            .map(|d| format!("{}={}", d.step.key(), d.value))
            .unwrap_or_default()
    }

    /// One move played, as data.
    fn step_out(&self, s: &Step) -> StepOut<'static> {
        let (ctx, players) = (self.ctx, self.players);
        let mv = &self.record.moves[s.number - 1].mv;
        StepOut {
            number: s.number,
            player: players[s.player.index()].color.key(),
            tile: tile_id(mv.def),
            at: [mv.pos.x, mv.pos.y],
            rot: mv.rot.degrees(),
            scored: players
                .iter()
                .enumerate()
                .map(|(i, p)| (p.color.key(), s.verdict.scored()[i]))
                .collect(),
            lines: s
                .lines()
                .map(|l| line_out(ctx, players, l, &s.verdict.evidence))
                .collect(),
            goods_taken: GainedOut::of(&s.verdict, "goods"),
            extra_turn: matches!(s.verdict.plays_again(), Some((true, _))),
            track: s.track.clone(),
        }
    }

    /// The first illegal move, as data.
    fn illegal_out(&self, s: &Step) -> IllegalOut {
        let ctx = self.ctx;
        let loc = self.move_loc(s.number);
        IllegalOut {
            number: s.number,
            player: self.players[s.player.index()].color.key(),
            reasons: s
                .verdict
                .problems
                .iter()
                .map(|p| ctx.loc.message(&p.message))
                .collect(),
            problems: s
                .verdict
                .problems
                .iter()
                .map(|p| ProblemOut::new(ctx, p, loc))
                .collect(),
            judged: s.verdict.judged(),
        }
    }

    /// The replay as JSON or YAML.
    fn print_data(&self) {
        let (ctx, players, result) = (self.ctx, self.players, self.result);
        let out = ReplayOut {
            game: Game::Carcassonne.key(),
            moves: self.record.moves.len(),
            played: result.steps.len(),
            legal: result.illegal.is_none()
                && result.bad_discard.is_none()
                && result.bad_final_draw.is_none(),
            start_problems: Vec::new(),
            finished: result.final_scoring.is_some(),
            rules_from_command_line: ctx.rules.iter().map(|(k, v)| format!("{k}={v}")).collect(),
            discarded: result
                .discarded
                .iter()
                .map(|d| DiscardOut {
                    tile: tile_id(d.def),
                    after: d.after,
                    rule: rule::BASE_TILE_UNPLACEABLE,
                })
                .collect(),
            bad_discard: result.bad_discard.as_ref().map(|b| {
                let loc = self
                    .spans
                    .discarded
                    .get(b.index)
                    .copied()
                    .unwrap_or_default();
                BadDiscardOut {
                    tile: tile_id(b.discard.def),
                    after: b.discard.after,
                    reasons: vec![ctx.loc.message(&b.problem.message)],
                    problems: vec![ProblemOut::new(ctx, &b.problem, loc)],
                }
            }),
            bad_final_draw: result.bad_final_draw.as_ref().map(|b| {
                let loc = self.draw_loc(b.index);
                BadFinalDrawOut {
                    draw: self.draw_text(b.index),
                    reasons: vec![ctx.loc.message(&b.problem.message)],
                    problems: vec![ProblemOut::new(ctx, &b.problem, loc)],
                }
            }),
            illegal: result.illegal.as_ref().map(|s| self.illegal_out(s)),
            history: result.steps.iter().map(|s| self.step_out(s)).collect(),
            final_scoring: result.final_scoring.as_ref().map(|f| {
                f.lines
                    .iter()
                    .map(|l| line_out(ctx, players, l, &self.final_evidence))
                    .collect()
            }),
            players: PlayerTotal::all(
                players,
                &result.position.setup().track,
                self.finals.as_deref(),
            ),
        };
        super::print_data(ctx, &out);
    }

    /// The replay for people: the rules overridden, the score history, the first illegal move
    /// and the discards, the end-game lines and the totals.
    fn print_table(&self) {
        let ctx = self.ctx;
        if !ctx.rules.is_empty() {
            let list: Vec<String> = ctx.rules.iter().map(|(k, v)| format!("{k}={v}")).collect();
            outln!(
                "{}",
                ctx.loc.text_with(
                    msg::REPLAY_RULES_OVERRIDDEN,
                    &[("rules", list.join(", ").into())]
                )
            );
        }
        self.print_history();
        self.print_stops();
        self.print_final_lines();
        self.print_totals();
    }

    /// Every line scored during the game, move by move.
    fn print_history(&self) {
        let (ctx, players) = (self.ctx, self.players);
        outln!("{}", ctx.t(msg::HEADING_SCORE_HISTORY));
        let mut history = table(
            ctx,
            &[
                msg::COL_MOVE,
                msg::COL_PLAYER,
                msg::COL_TILE,
                msg::COL_WHERE,
                msg::COL_FEATURE,
                msg::COL_POINTS,
                msg::COL_RULE,
            ],
        );
        let mut any = false;
        for s in &self.result.steps {
            let mv = &self.record.moves[s.number - 1].mv;
            for l in s.lines() {
                any = true;
                let points = awards_text(players, l);
                history.add_row(vec![
                    Cell::new(s.number),
                    Cell::new(shown(&players[s.player.index()].name)),
                    Cell::new(tile_id(mv.def)),
                    Cell::new(mv.pos.to_string()),
                    Cell::new(format!(
                        "{} — {}",
                        kind_text(ctx, l),
                        ctx.loc.message(&describe(l))
                    )),
                    Cell::new(points),
                    Cell::new(s.verdict.evidence.line_rules(l).join(" ")),
                ]);
            }
            // Points that move with no feature scored by the base rules (a bazaar's sale, a
            // castle, the ringmaster's bonus): one row per rule, named by the rule's title,
            // so that the history sums to the track.
            for (rule, paid) in payments(&s.verdict.effects) {
                any = true;
                let points: Vec<String> = paid
                    .iter()
                    .map(|&(p, n)| format!("{} {n:+}", shown(&players[p.index()].name)))
                    .collect();
                history.add_row(vec![
                    Cell::new(s.number),
                    Cell::new(shown(&players[s.player.index()].name)),
                    Cell::new(tile_id(mv.def)),
                    Cell::new(mv.pos.to_string()),
                    Cell::new(payment_title(ctx, rule)),
                    Cell::new(points.join(", ")),
                    Cell::new(rule),
                ]);
            }
        }
        if any {
            outln!("{history}");
        } else {
            outln!("{}", ctx.t(msg::REPLAY_NOTHING_SCORED));
        }
    }

    /// The first illegal move, the tiles discarded and a discard the rules refuse.
    fn print_stops(&self) {
        let (ctx, players, result) = (self.ctx, self.players, self.result);
        if let Some(bad) = &result.illegal {
            outln!(
                "{}",
                ctx.loc.text_with(
                    if bad.verdict.judged() {
                        msg::REPLAY_ILLEGAL
                    } else {
                        msg::REPLAY_NOT_JUDGED
                    },
                    &[
                        ("number", bad.number.into()),
                        ("player", players[bad.player.index()].name.clone().into()),
                        ("line", self.move_loc(bad.number).line.into())
                    ],
                )
            );
            for p in &bad.verdict.problems {
                outln!("  - {} [{}]", ctx.loc.message(&p.message), p.rule);
            }
        }
        for d in &result.discarded {
            outln!(
                "{} [base.tile.unplaceable]",
                ctx.loc.text_with(
                    msg::REPLAY_DISCARDED,
                    &[("tile", tile_id(d.def).into()), ("after", d.after.into())],
                )
            );
        }
        if let Some(bad) = &result.bad_discard {
            outln!(
                "{}",
                ctx.loc.text_with(
                    msg::REPLAY_BAD_DISCARD,
                    &[
                        ("tile", tile_id(bad.discard.def).into()),
                        ("after", bad.discard.after.into())
                    ],
                )
            );
            outln!(
                "  - {} [{}]",
                ctx.loc.message(&bad.problem.message),
                bad.problem.rule
            );
        }
        if let Some(bad) = &result.bad_final_draw {
            outln!(
                "{}",
                ctx.loc.text_with(
                    msg::REPLAY_BAD_FINAL_DRAW,
                    &[("line", self.draw_loc(bad.index).line.into())],
                )
            );
            outln!(
                "  - {} [{}]",
                ctx.loc.message(&bad.problem.message),
                bad.problem.rule
            );
        }
    }

    /// The end-game lines, or that the game did not finish.
    fn print_final_lines(&self) {
        let (ctx, result) = (self.ctx, self.result);
        if let Some(f) = &result.final_scoring {
            outln!("{}", ctx.t(msg::HEADING_REPLAY_FINAL_LINES));
            let mut t = table(ctx, &[msg::COL_FEATURE, msg::COL_POINTS, msg::COL_RULE]);
            for l in &f.lines {
                let points = awards_text(self.players, l);
                t.add_row(vec![
                    Cell::new(format!(
                        "{} — {}",
                        kind_text(ctx, l),
                        ctx.loc.message(&describe(l))
                    )),
                    Cell::new(points),
                    Cell::new(self.final_evidence.line_rules(l).join(" ")),
                ]);
            }
            if f.lines.is_empty() {
                outln!("{}", ctx.t(msg::REPLAY_NOTHING_FINAL));
            } else {
                outln!("{t}");
            }
        } else if result.illegal.is_none()
            && result.bad_discard.is_none()
            && result.bad_final_draw.is_none()
        {
            outln!(
                "{}",
                ctx.loc.text_with(
                    msg::REPLAY_NOT_FINISHED,
                    &[("played", result.steps.len().into())]
                )
            );
        }
    }

    /// Each player's track, end-game points and total.
    fn print_totals(&self) {
        let ctx = self.ctx;
        let setup = self.result.position.setup();
        let scores = totals_table(ctx, self.players, &setup.track, self.finals.as_deref());
        outln!("{}", ctx.t(msg::HEADING_REPLAY_TOTALS));
        outln!("{scores}");
    }
}

/// "Alice +4, Bob +4", or "0" when nobody scores.
/// What points outside a scored feature are for: their rule's title, in the output's language.
fn payment_title(ctx: &Ctx, rule: &str) -> String {
    match arbiter_rulings::Database::embedded().get(rule) {
        Some(e) => e.title.get(ctx.loc.lang()).to_string(),
        None => ctx.t(msg::REPLAY_PAYMENT),
    }
}

/// The points a move's effects pay or give outside any scored feature, by rule in the order
/// the rules first appear, each player's sum once.
fn payments(
    effects: &[arbiter_engine::carcassonne::effect::Effect],
) -> Vec<(
    &'static str,
    Vec<(arbiter_engine::carcassonne::pieces::PlayerId, i64)>,
)> {
    use arbiter_engine::carcassonne::effect::Effect;
    let mut out: Vec<(&'static str, Vec<_>)> = Vec::new();
    for e in effects {
        let Effect::Points {
            player,
            points,
            rule,
        } = *e
        else {
            continue;
        };
        let at = match out.iter().position(|(r, _)| *r == rule) {
            Some(i) => i,
            None => {
                out.push((rule, Vec::new()));
                out.len() - 1
            }
        };
        let paid = &mut out[at].1;
        match paid.iter_mut().find(|(p, _)| *p == player) {
            Some((_, n)) => *n += points,
            None => paid.push((player, points)),
        }
    }
    out
}

fn awards_text(
    players: &[arbiter_engine::carcassonne::pieces::Player],
    line: &arbiter_engine::carcassonne::scoring::ScoreLine,
) -> String {
    if line.awards.is_empty() {
        return "0".into();
    }
    line.awards
        .iter()
        .map(|a| format!("{} {:+}", shown(&players[a.player.index()].name), a.points))
        .collect::<Vec<_>>()
        .join(", ")
}
