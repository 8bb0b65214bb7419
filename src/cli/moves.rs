//! `arbiter move`: one disputed turn.

use arbiter::carcassonne::board::{Board, GroupId};
use arbiter::carcassonne::pieces::Locator;
use arbiter::carcassonne::problem::Message;
use arbiter::carcassonne::turn::{adjudicate, Move, PieceAction};
use arbiter::format::carcassonne::{find_player, piece_kind, rotation, tile_id};
use arbiter::format::{InputError, Loc};
use arbiter::shown::shown;

use super::args::{Format, MoveArgs};
use super::diagnostics::{print_plain_error, print_warnings_and_explanations};
use super::output::{GoodsOut, MoveLineOut, MoveOut, ProblemOut, ReturnedOut};
use super::position::{describe, load, located, table};
use super::{explain, spanned, Ctx, Outcome, Source};

fn bad(ctx: &Ctx, e: InputError) -> Outcome {
    let flag = ctx.loc.message(&e.message);
    print_plain_error(ctx, &flag);
    Outcome::BadInput
}

/// `arbiter move`.
pub fn run(ctx: &Ctx, source: &Source, args: &MoveArgs) -> Outcome {
    let (position, spans) = match load(ctx, source) {
        Ok(x) => x,
        Err(o) => return o,
    };
    let (Some(tile), Some(at)) = (&args.tile, &args.at) else {
        return bad(
            ctx,
            InputError::new(Message::new("input-move-needs-tile"), Loc::default()),
        );
    };
    let def = match tile_id(&spanned(tile.clone())) {
        Ok(d) => d,
        Err(e) => return bad(ctx, e),
    };
    let Some(pos) = arbiter::format::carcassonne::square_text(at) else {
        return bad(
            ctx,
            InputError::new(
                Message::new("input-bad-at").arg("value", at.as_str()),
                Loc::default(),
            ),
        );
    };
    let rot = match rotation(Some(&spanned(args.rot))) {
        Ok(r) => r,
        Err(e) => return bad(ctx, e),
    };
    let action = if args.recall_abbot {
        PieceAction::RecallAbbot
    } else if let Some(action) = &args.action {
        match arbiter::format::action::action(&spanned(action.clone()), &position.setup().players) {
            Ok(a) => a,
            Err(e) => return bad(ctx, e),
        }
    } else if let Some(piece) = &args.piece {
        let Some((kind, loc)) = piece.split_once('@') else {
            return bad(
                ctx,
                InputError::new(
                    Message::new("input-bad-piece-flag").arg("value", piece.as_str()),
                    Loc::default(),
                ),
            );
        };
        let kind = match piece_kind(&spanned(kind.to_string())) {
            Ok(k) => k,
            Err(e) => return bad(ctx, e),
        };
        match arbiter::format::carcassonne::locator(&spanned(loc.to_string()), def, rot) {
            Ok((locator, _)) => PieceAction::Place { kind, locator },
            Err(e) => return bad(ctx, e),
        }
    } else {
        PieceAction::None
    };
    let player = match &args.player {
        None => None,
        Some(w) => match find_player(&position.setup().players, w) {
            Some(p) => Some(p),
            None => {
                let known: Vec<String> = position
                    .setup()
                    .players
                    .iter()
                    .map(|p| p.color.key().to_string())
                    .collect();
                return bad(
                    ctx,
                    InputError::new(
                        Message::new("input-unknown-player")
                            .arg("who", w.as_str())
                            .arg("known", known.join(", ")),
                        Loc::default(),
                    ),
                );
            }
        },
    };
    let mv = Move {
        player,
        def,
        pos,
        rot,
        action,
        extra_turn: args.extra_turn,
    };
    let verdict = adjudicate(&position, &mv);
    let setup = position.setup();
    let players = &setup.players;
    let mut cited = verdict.cited();
    explain::with_backing_under(&mut cited, &verdict.evidence);
    // `--explain` prints the rules at issue: for an illegal move, those its problems broke
    // (and the rulings backing them), not the ones its legal parts passed.
    let explained = if verdict.legal() {
        cited.clone()
    } else {
        let mut broken = verdict.problems.iter().map(|p| p.rule).collect();
        explain::with_backing_under(&mut broken, &verdict.evidence);
        broken
    };
    let reasons: Vec<String> = verdict
        .problems
        .iter()
        .map(|p| ctx.loc.message(&p.message))
        .collect();
    let warnings = located(&verdict.warnings, &spans);
    let new_tile = setup.tiles.len();
    let anchor = |l: &arbiter::carcassonne::scoring::ScoreLine| {
        l.group
            .zip(verdict.board.as_ref())
            .and_then(|(g, after)| group_anchor(after, g, new_tile))
    };
    let line_out = |l: &arbiter::carcassonne::scoring::ScoreLine| {
        MoveLineOut::new(
            l,
            players,
            &verdict,
            anchor(l).map(|(sq, f)| format!("{sq} {}", f.to_text())),
            ctx.loc.message(&describe(l)),
        )
    };
    if ctx.format != Format::Table {
        let out = MoveOut {
            legal: verdict.legal(),
            player: players[verdict.player.index()].color.key(),
            reasons,
            // Each problem at its place in the file: a tile or piece at its entry; the move
            // itself (written on the command line, not in the file) at the `game:` line.
            problems: located(&verdict.problems, &spans)
                .iter()
                .map(|(p, l)| ProblemOut::new(ctx, p, *l))
                .collect(),
            scored: players
                .iter()
                .enumerate()
                .map(|(i, p)| (p.color.key(), verdict.scored[i]))
                .collect(),
            completed: verdict.completed.iter().map(line_out).collect(),
            recall: verdict.recall.as_ref().map(line_out),
            returned: verdict
                .returned
                .iter()
                .map(|r| ReturnedOut {
                    color: players[r.owner.index()].color.key(),
                    kind: r.kind.key(),
                })
                .collect(),
            goods_taken: GoodsOut::of(verdict.goods_taken()),
            extra_turn: verdict.extra_turn.map(|(b, _)| b),
            warnings: ProblemOut::all(ctx, &warnings),
            warnings_not_shown: ProblemOut::rest(&warnings),
            rules: cited.iter().copied().collect(),
        };
        explain::print_data_citing(ctx, out, &explained);
    } else {
        let who = &players[verdict.player.index()].name;
        if verdict.legal() {
            outln!(
                "{}",
                ctx.loc
                    .text_with("move-legal", &[("player", who.as_str().into())])
            );
        } else {
            outln!(
                "{}",
                ctx.loc.text_with(
                    "move-illegal",
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
        if verdict.legal() {
            let mut allowed = verdict.allowed_by();
            let backers = verdict.evidence.backers(allowed.iter().copied());
            allowed.extend(backers);
            explain::print_allowed_by(ctx, &allowed);
            let mut t = table(
                ctx,
                &[
                    "col-feature",
                    "col-where",
                    "col-tiles",
                    "col-owners",
                    "col-points",
                    "col-rule",
                ],
            );
            for l in verdict.recall.iter().chain(verdict.completed.iter()) {
                let at = anchor(l)
                    .map(|(sq, f)| format!("{sq} {}", ctx.loc.locator(f)))
                    .unwrap_or_default();
                t.add_row(vec![
                    ctx.t(&format!("feature-{}", l.kind.key())),
                    at,
                    l.tiles.to_string(),
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
            if verdict.completed.is_empty() && verdict.recall.is_none() {
                outln!("{}", ctx.t("move-nothing-completed"));
            } else {
                outln!("{t}");
            }
            let scored: Vec<String> = players
                .iter()
                .enumerate()
                .map(|(i, p)| format!("{} {}", shown(&p.name), verdict.scored[i]))
                .collect();
            outln!(
                "{}",
                ctx.loc
                    .text_with("move-scored", &[("list", scored.join(", ").into())])
            );
            // Pieces of one owner and kind going back are told once, with their number.
            let mut returned: Vec<(usize, &str, usize)> = Vec::new();
            for r in &verdict.returned {
                match returned
                    .iter_mut()
                    .find(|(o, k, _)| *o == r.owner.index() && *k == r.kind.key())
                {
                    Some(entry) => entry.2 += 1,
                    None => returned.push((r.owner.index(), r.kind.key(), 1)),
                }
            }
            for (owner, kind, count) in returned {
                outln!(
                    "{}",
                    ctx.loc.text_with(
                        "move-returned",
                        &[
                            ("player", players[owner].name.as_str().into()),
                            ("piece", ctx.t(&format!("piece-{kind}")).into()),
                            ("count", count.into())
                        ]
                    )
                );
            }
            let g = verdict.goods_taken();
            if g.iter().any(|&n| n > 0) {
                outln!(
                    "{}",
                    ctx.loc.text_with(
                        "move-goods",
                        &[
                            ("player", who.as_str().into()),
                            ("wine", g[0].into()),
                            ("grain", g[1].into()),
                            ("cloth", g[2].into())
                        ]
                    )
                );
            }
            match verdict.extra_turn {
                Some((true, rule)) => outln!("{} [{rule}]", ctx.t("move-extra-turn")),
                Some((false, rule)) => outln!("{} [{rule}]", ctx.t("move-no-extra-turn")),
                None => {}
            }
        }
        print_warnings_and_explanations(ctx, source, &warnings, &explained);
    }
    if args.player.is_none() && !spans.turn_written {
        eprintln!(
            "{}",
            ctx.loc.text_with(
                "note-turn-assumed",
                &[(
                    "player",
                    players[verdict.player.index()].name.as_str().into()
                )]
            )
        );
    }
    Outcome::of_legality(verdict.legal())
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
