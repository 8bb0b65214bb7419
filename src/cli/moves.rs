//! `arbiter move`: one disputed turn.

use super::backing::{self, Backed};
use arbiter_ids::msg;
use std::collections::BTreeSet;

use arbiter_engine::carcassonne::board::{Board, GroupId};
use arbiter_engine::carcassonne::catalogue::TileDefId;
use arbiter_engine::carcassonne::effect::Effect;
use arbiter_engine::carcassonne::geometry::Rotation;
use arbiter_engine::carcassonne::pieces::{Locator, Player, PlayerId};
use arbiter_engine::carcassonne::position::Position;
use arbiter_engine::carcassonne::problem::{Message, Problem};
use arbiter_engine::carcassonne::scoring::{ScoreLine, ScoredKind};
use arbiter_engine::carcassonne::setup::Setup;
use arbiter_engine::carcassonne::turn::{adjudicate, Move, MoveVerdict, PieceAction};
use arbiter_format::carcassonne::{find_player, piece_kind, rotation, tile_id, SpanMap};
use arbiter_format::{InputError, Loc};
use arbiter_rulings::shown::shown;

use super::args::{Format, MoveArgs};
use super::diagnostics::{print_plain_error, print_warnings_and_explanations};
use super::effects::Wording;
use super::output::{GainedOut, MoveLineOut, MoveOut, ProblemOut, ReturnedOut};
use super::position::{describe, load, located, table};
use super::{explain, spanned, Ctx, Outcome, Source};

fn bad(ctx: &Ctx, e: InputError) -> Outcome {
    let flag = ctx.loc.message(&e.message);
    print_plain_error(ctx, &flag);
    Outcome::BadInput
}

/// `arbiter move`: the move read from the command line, judged, and the verdict shown.
pub fn run(ctx: &Ctx, source: &Source, args: &MoveArgs) -> Outcome {
    let (position, spans) = match load(ctx, source) {
        Ok(x) => x,
        Err(o) => return o,
    };
    let mv = match parse_move(ctx, &position, args) {
        Ok(mv) => mv,
        Err(o) => return o,
    };
    let verdict = adjudicate(&position, &mv);
    let (cited, explained) = cited_rules(&verdict);
    let shown = Shown {
        ctx,
        players: &position.setup().players,
        before: position.setup(),
        verdict: &verdict,
        new_tile: position.setup().tiles.len(),
        warnings: located(&verdict.warnings, &spans),
    };
    if ctx.format != Format::Table {
        shown.print_data(&spans, &cited, &explained);
    } else {
        shown.print_table(source, &explained);
    }
    if mv.player.is_none() && !spans.turn_written {
        eprintln!(
            "{}",
            ctx.loc.text_with(
                msg::NOTE_TURN_ASSUMED,
                &[(
                    "player",
                    shown.players[verdict.player.index()].name.as_str().into()
                )]
            )
        );
    }
    if !verdict.judged() {
        return Outcome::BadInput;
    }
    Outcome::of_legality(verdict.legal())
}

/// The move the command line describes (`--tile`, `--at`, `--rot`, the piece or action,
/// `--player`), or the input error said (exit 2).
fn parse_move(ctx: &Ctx, position: &Position, args: &MoveArgs) -> Result<Move, Outcome> {
    let (Some(tile), Some(at)) = (&args.tile, &args.at) else {
        return Err(bad(
            ctx,
            InputError::new(Message::new(msg::INPUT_MOVE_NEEDS_TILE), Loc::default()),
        ));
    };
    let def = tile_id(&spanned(tile.clone())).map_err(|e| bad(ctx, e))?;
    let Some(pos) = arbiter_format::carcassonne::square_text(at) else {
        return Err(bad(
            ctx,
            InputError::new(
                Message::new(msg::INPUT_BAD_AT).arg("value", at.as_str()),
                Loc::default(),
            ),
        ));
    };
    let rot = rotation(Some(&spanned(args.rot))).map_err(|e| bad(ctx, e))?;
    let steps = args
        .steps
        .iter()
        .map(|s| arbiter_format::action::step(&spanned(s.clone()), &position.setup().players))
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| bad(ctx, e))?;
    let action = parse_action(position, args, (def, rot), &steps).map_err(|e| bad(ctx, e))?;
    let player = match &args.player {
        None => None,
        Some(w) => Some(parse_player(position, w).map_err(|e| bad(ctx, e))?),
    };
    // `--piece OWNER/KIND@FEATURE`: the owner is the mover (and says who moves when
    // `--player` does not).
    let owner = match args
        .piece
        .as_deref()
        .and_then(arbiter_format::address::placed)
    {
        Some((Some(o), _, _)) => Some(parse_player(position, &o).map_err(|e| bad(ctx, e))?),
        _ => None,
    };
    let player = match (player, owner) {
        (Some(p), Some(o)) if p != o => {
            let name = |p: PlayerId| position.setup().players[p.index()].name.clone();
            return Err(bad(
                ctx,
                InputError::new(
                    Message::new(msg::INPUT_PIECE_NOT_MOVERS)
                        .arg("piece", args.piece.clone().unwrap_or_default())
                        .arg("owner", name(o))
                        .arg("mover", name(p)),
                    Loc::default(),
                ),
            ));
        }
        (p, o) => p.or(o),
    };
    Ok(Move {
        player,
        def,
        pos,
        rot,
        action,
        steps,
        again: args.extra_turn,
    })
}

/// What the mover does besides placing the tile: `--recall-abbot`, `--action` or `--piece`.
fn parse_action(
    position: &Position,
    args: &MoveArgs,
    (def, rot): (TileDefId, Rotation),
    steps: &[arbiter_engine::carcassonne::turn::MoveStep],
) -> Result<PieceAction, InputError> {
    if args.recall_abbot {
        return Ok(PieceAction::RecallAbbot);
    }
    if let Some(action) = &args.action {
        return arbiter_format::action::action(&spanned(action.clone()), &position.setup().players);
    }
    let Some(piece) = &args.piece else {
        return Ok(PieceAction::None);
    };
    let Some((_, kind, loc)) = arbiter_format::address::placed(piece) else {
        return Err(InputError::new(
            Message::new(msg::INPUT_BAD_PIECE_FLAG).arg("value", piece.as_str()),
            Loc::default(),
        ));
    };
    let kind = piece_kind(&spanned(kind))?;
    let locator = arbiter_format::carcassonne::placed_locator(&spanned(loc), def, rot, steps)?;
    Ok(PieceAction::Place { kind, locator })
}

/// The player `--player` names (a colour or a name), or the error listing the colours.
fn parse_player(position: &Position, who: &str) -> Result<PlayerId, InputError> {
    let players = &position.setup().players;
    find_player(players, who).ok_or_else(|| {
        let known: Vec<String> = players.iter().map(|p| p.color.key().to_string()).collect();
        InputError::new(
            Message::new(msg::INPUT_UNKNOWN_PLAYER)
                .arg("who", who)
                .arg("known", known.join(", ")),
            Loc::default(),
        )
    })
}

/// The rules a verdict cites (with the rulings backing them), and those `--explain` prints:
/// for an illegal move, those its problems broke (and their backing), not the ones its legal
/// parts passed.
fn cited_rules(verdict: &MoveVerdict) -> (BTreeSet<&'static str>, BTreeSet<&'static str>) {
    let mut cited = verdict.cited();
    explain::with_backing_under(&mut cited, &backing::Under(&verdict.evidence));
    let explained = if verdict.legal() {
        cited.clone()
    } else {
        let mut broken = verdict.problems.iter().map(|p| p.rule).collect();
        explain::with_backing_under(&mut broken, &backing::Under(&verdict.evidence));
        broken
    };
    (cited, explained)
}

/// A verdict to show, with what showing it needs.
struct Shown<'a> {
    ctx: &'a Ctx,
    players: &'a [Player],
    /// The position the move was judged on.
    before: &'a Setup,
    verdict: &'a MoveVerdict,
    /// The index the new tile has on the board after the move.
    new_tile: usize,
    /// The position's own problems, as warnings, with their places.
    warnings: Vec<(Problem, Loc)>,
}

impl Shown<'_> {
    /// How the verdict's effects are worded.
    fn wording(&self) -> Wording<'_> {
        Wording {
            ctx: self.ctx,
            before: self.before,
            board: self.verdict.board.as_ref(),
        }
    }

    /// The square and locator naming a line's feature after the move.
    fn anchor(&self, l: &ScoreLine) -> Option<(String, Locator)> {
        l.group
            .zip(self.verdict.board.as_ref())
            .and_then(|(g, after)| group_anchor(after, g, self.new_tile))
    }

    fn line_out(&self, l: &ScoreLine) -> MoveLineOut {
        MoveLineOut::new(
            l,
            self.players,
            self.verdict,
            self.anchor(l)
                .map(|(sq, f)| format!("{sq} {}", f.to_text())),
            self.ctx.loc.message(&describe(l)),
        )
    }

    /// The verdict as JSON or YAML (the output contract's `legal`, `reasons`, `scored`).
    fn print_data(
        &self,
        spans: &SpanMap,
        cited: &BTreeSet<&'static str>,
        explained: &BTreeSet<&'static str>,
    ) {
        let (ctx, players, verdict) = (self.ctx, self.players, self.verdict);
        let scored = verdict.scored();
        let out = MoveOut {
            legal: verdict.legal(),
            judged: verdict.judged(),
            player: players[verdict.player.index()].color.key(),
            reasons: verdict
                .problems
                .iter()
                .map(|p| ctx.loc.message(&p.message))
                .collect(),
            // Each problem at its place in the file: a tile or piece at its entry; the move
            // itself (written on the command line, not in the file) at the `game:` line.
            problems: located(&verdict.problems, spans)
                .iter()
                .map(|(p, l)| ProblemOut::new(ctx, p, *l))
                .collect(),
            scored: players
                .iter()
                .enumerate()
                .map(|(i, p)| (p.color.key(), scored[i]))
                .collect(),
            completed: verdict.completed().map(|l| self.line_out(l)).collect(),
            recall: verdict.action_line().map(|l| self.line_out(l)),
            returned: verdict
                .returned()
                .iter()
                .map(|r| ReturnedOut {
                    color: players[r.owner.index()].color.key(),
                    kind: r.kind.key(),
                })
                .collect(),
            goods_taken: GainedOut::of(verdict, "goods"),
            effects: self.wording().out(verdict),
            extra_turn: verdict.plays_again().map(|(b, _)| b),
            in_extra_turn: verdict.again,
            warnings: ProblemOut::all(ctx, &self.warnings),
            warnings_not_shown: ProblemOut::rest(&self.warnings),
            rules: cited.iter().copied().collect(),
        };
        explain::print_data_citing(ctx, out, explained);
    }

    /// The verdict for people: legal or every reason; for a legal move what it completes and
    /// scores; then the warnings and, with `--explain`, the rules.
    fn print_table(&self, source: &Source, explained: &BTreeSet<&'static str>) {
        let (ctx, verdict) = (self.ctx, self.verdict);
        let who = &self.players[verdict.player.index()].name;
        if verdict.legal() {
            outln!(
                "{}",
                ctx.loc
                    .text_with(msg::MOVE_LEGAL, &[("player", who.as_str().into())])
            );
            let mut allowed = verdict.allowed_by();
            let backers = verdict.evidence.backers(allowed.iter().copied());
            allowed.extend(backers);
            explain::print_allowed_by(ctx, &allowed);
            self.print_completed();
            self.print_consequences();
        } else {
            // A move with a part arbiter does not judge gets no verdict, not "illegal".
            let header = if verdict.judged() {
                msg::MOVE_ILLEGAL
            } else {
                msg::MOVE_NOT_JUDGED
            };
            outln!(
                "{}",
                ctx.loc.text_with(
                    header,
                    &[
                        ("player", who.as_str().into()),
                        ("count", verdict.problems.len().into())
                    ]
                )
            );
            for p in &verdict.problems {
                let mut rules = vec![p.rule];
                rules.extend(verdict.evidence.backers([p.rule]));
                outln!("  - [{}] {}", rules.join(", "), ctx.loc.message(&p.message));
            }
        }
        print_warnings_and_explanations(ctx, source, &self.warnings, explained);
    }

    /// The table of the features a legal move completes (and the abbot it recalls).
    fn print_completed(&self) {
        let (ctx, players, verdict) = (self.ctx, self.players, self.verdict);
        let mut t = table(
            ctx,
            &[
                msg::COL_FEATURE,
                msg::COL_WHERE,
                msg::COL_TILES,
                msg::COL_OWNERS,
                msg::COL_POINTS,
                msg::COL_RULE,
            ],
        );
        for l in verdict.lines() {
            let at = self
                .anchor(l)
                .map(|(sq, f)| format!("{sq} {}", ctx.loc.locator(f)))
                .unwrap_or_default();
            t.add_row(vec![
                ctx.t(&format!("feature-{}", l.kind.key())),
                at,
                // A field scores by the cities it touches, as the end-game table says.
                // A line beside the feature's own (the fairy's 3: no strength) has no size.
                match l.kind {
                    _ if l.strengths.is_empty() && !l.awards.is_empty() => String::new(),
                    ScoredKind::Field => ctx
                        .loc
                        .text_with(msg::CELL_CITIES, &[("count", l.cities.into())]),
                    _ => l.tiles.to_string(),
                },
                l.strengths
                    .iter()
                    .map(|(p, s)| format!("{} ({s})", shown(&players[p.index()].name)))
                    .collect::<Vec<_>>()
                    .join(", "),
                l.awards
                    .iter()
                    .map(|a| format!("{} {}", shown(&players[a.player.index()].name), a.points))
                    .collect::<Vec<_>>()
                    .join(", "),
                verdict.evidence.line_rules(l).join(" "),
            ]);
        }
        if verdict.lines().next().is_none() {
            outln!("{}", ctx.t(msg::MOVE_NOTHING_COMPLETED));
        } else {
            outln!("{t}");
        }
    }

    /// What a legal move does besides: points per player, pieces going back, goods taken and
    /// whether the mover plays again, in the words the move's effect names.
    fn print_consequences(&self) {
        let (ctx, players, verdict) = (self.ctx, self.players, self.verdict);
        let points = verdict.scored();
        let scored: Vec<String> = players
            .iter()
            .enumerate()
            .map(|(i, p)| format!("{} {}", shown(&p.name), points[i]))
            .collect();
        outln!(
            "{}",
            ctx.loc
                .text_with(msg::MOVE_SCORED, &[("list", ctx.loc.list(&scored).into())])
        );
        for line in self.wording().lines(verdict) {
            outln!("{line}");
        }
        let again = verdict.effects.iter().rev().find_map(|e| match *e {
            Effect::PlaysAgain { rule, message, .. } => Some((rule, message)),
            _ => None,
        });
        if let Some((rule, message)) = again {
            outln!("{} [{rule}]", ctx.t(message));
        }
    }
}

/// Names a feature after the move: the square and locator of its part on the new tile, or of
/// its first part.
fn group_anchor(board: &Board, group: GroupId, new_tile: usize) -> Option<(String, Locator)> {
    let g = board.group(group);
    let part = g
        .parts
        .iter()
        .find(|p| p.tile == new_tile)
        .or(g.parts.first())?;
    let placed = &board.tiles[part.tile];
    Some((
        placed.pos.to_string(),
        Locator::of_feature(placed.tile(), placed.rot, part.feature),
    ))
}
