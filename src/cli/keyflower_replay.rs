//! `arbiter replay` on a Keyflower game record: every action played in order with the season
//! flow, what each use produced and where it went, each season's end, and the final scoring
//! with its proof; `--until N` writes the position after action N as a position file.

use arbiter_ids::{msg, rule};
use std::collections::BTreeSet;

use arbiter_engine::keyflower::catalogue::Kind;
use arbiter_engine::keyflower::game::{Action, Game, Stage};
use arbiter_engine::keyflower::{self, Message, MoveKind, Problem};
use arbiter_format::keyflower_record::{read, RecordAction};
use arbiter_format::{InputError, Loc};
use serde::Serialize;

use super::args::Format;
use super::diagnostics::{not_shown_text, print_input_errors, MAX_SHOWN_PROBLEMS};
use super::keyflower::text;
use super::output::RuleMessage;
use super::{explain, Ctx, Outcome, Source};

/// What an action is, in a few words.
fn describe(game: &Game, action: &Action) -> Message {
    let pos = &game.position;
    let tile = |r: keyflower::position::TileRef| format!("kf-tile-{}", pos.tile(r).def.key);
    match action {
        Action::Pass(_) => Message::new(msg::KF_ACTION_PASS),
        Action::Boat(_, def, _) => {
            Message::new(msg::KF_ACTION_BOAT).key_arg("tile", format!("kf-tile-{}", def.key))
        }
        Action::Winter(_, tiles) => Message::new(msg::KF_ACTION_WINTER).arg("count", tiles.len()),
        Action::Move(mv, _) => match &mv.kind {
            MoveKind::Bid(p) => Message::new(msg::KF_ACTION_BID)
                .key_arg("tile", tile(p.tile))
                .arg("count", p.count)
                .key_arg("colour", format!("kf-colour-{}", p.colour.key())),
            MoveKind::Use(p) => Message::new(msg::KF_ACTION_USE)
                .key_arg("tile", tile(p.tile))
                .arg("count", p.count)
                .key_arg("colour", format!("kf-colour-{}", p.colour.key())),
            MoveKind::Transport(t) => Message::new(msg::KF_ACTION_TRANSPORT)
                .key_arg("tile", tile(t.placement.tile))
                .arg("count", t.placement.count)
                .key_arg("colour", format!("kf-colour-{}", t.placement.colour.key()))
                .arg("carries", t.carries.iter().map(|c| c.count).sum::<u32>())
                .arg("upgrades", t.upgrades.len()),
            MoveKind::Place(p) => Message::new(msg::KF_ACTION_PLACE)
                .key_arg("tile", format!("kf-tile-{}", p.def.key))
                .arg("q", p.at.q)
                .arg("r", p.at.r),
            MoveKind::BoatBid { def } => Message::new(msg::KF_ACTION_BID_BOAT)
                .key_arg("tile", format!("kf-tile-{}", def.key)),
            MoveKind::Withdraw { tile: t } => {
                Message::new(msg::KF_ACTION_WITHDRAW).key_arg("tile", tile(*t))
            }
        },
    }
}

/// One action played, or why it could not be.
struct Step {
    number: usize,
    player: String,
    action: String,
    events: Vec<(&'static str, String)>,
}

/// Where the replay stopped, and why.
struct Stop {
    number: usize,
    player: String,
    loc: Loc,
    /// The first [`MAX_SHOWN_PROBLEMS`] reasons, put in words; the rest only counted.
    problems: Vec<(&'static str, String)>,
    total: usize,
}

impl Stop {
    /// A stop for `total` reasons, of which only the first [`MAX_SHOWN_PROBLEMS`] are put in
    /// words and kept.
    fn new(
        number: usize,
        player: String,
        loc: Loc,
        total: usize,
        reasons: impl Iterator<Item = (&'static str, String)>,
    ) -> Stop {
        Stop {
            number,
            player,
            loc,
            problems: reasons.take(MAX_SHOWN_PROBLEMS).collect(),
            total,
        }
    }
}

/// Whether errors resolving an action are bad input (an unknown name) rather than an illegal
/// action (a tile that is not where the action needs it).
fn bad_input(errors: &[InputError]) -> bool {
    errors.iter().any(|e| {
        !matches!(
            e.message.key,
            msg::KF_INPUT_TILE_NOT_IN_PLAY | msg::KF_INPUT_TILE_NOT_IN_PLAY_SUGGEST
        )
    })
}

/// `arbiter replay` for Keyflower: the record read, its actions played in order, and the
/// game shown (or, with `--until N`, the position after action N written as a position file).
pub fn run(ctx: &Ctx, source: &Source, until: Option<usize>) -> Outcome {
    let Ok(text_in) = std::str::from_utf8(&source.bytes) else {
        let e = InputError::new(Message::new(msg::INPUT_NOT_UTF8), Loc::default());
        print_input_errors(ctx, source, &[e]);
        return Outcome::BadInput;
    };
    let record = match read(text_in) {
        Ok(r) => r,
        Err(errors) => {
            print_input_errors(ctx, source, &errors);
            return Outcome::BadInput;
        }
    };
    super::game::warn_until_beyond(ctx, until, record.actions.len(), "actions");
    let mut game = record.game;
    let mut played = Played::default();
    played.check_start(ctx, &game, record.spans.season);
    // Before the first action: the printed numbers the end will need that the record does
    // not give, asked for at once (the actions are still played and shown).
    let needs = if played.stop.is_none() && until.is_none() {
        needs_at_end(ctx, &game, &record.actions)
    } else {
        Vec::new()
    };
    if ctx.format == Format::Table {
        print_needs(ctx, &needs);
    }
    if played.stop.is_none() {
        if let Err(errors) = played.play(ctx, &mut game, &record.actions, until) {
            print_input_errors(ctx, source, &errors);
            return Outcome::BadInput;
        }
    }
    let Played {
        steps,
        stop,
        mut cited,
    } = played;
    if until.is_some() && stop.is_none() {
        print_position_file(ctx, &game);
        return Outcome::Done;
    }
    let report = if game.stage == Stage::Over && stop.is_none() && needs.is_empty() {
        match final_report(ctx, &game) {
            Ok(r) => Some(r),
            Err(o) => return o,
        }
    } else {
        None
    };
    if let Some(r) = &report {
        for p in &r.players {
            cited.extend(p.lines.iter().map(|l| l.rule));
            cited.extend(p.proof.alternatives.iter().map(|a| a.rule));
        }
    }
    explain::with_backing(&mut cited);
    if ctx.format != Format::Table {
        let run = Run {
            steps: &steps,
            stop: stop.as_ref(),
            report: report.as_ref(),
            needs: &needs,
        };
        print_json(ctx, &game, &run, &cited);
    } else {
        print_table(
            ctx,
            source,
            &game,
            &steps,
            stop.as_ref(),
            report.as_ref(),
            &cited,
        );
    }
    if stop.is_some() {
        Outcome::Illegal
    } else if !needs.is_empty() && game.stage == Stage::Over {
        if ctx.format == Format::Table {
            outln!("{}", ctx.t(msg::KF_RECORD_NOT_SCORED));
        }
        Outcome::BadInput
    } else {
        Outcome::Done
    }
}

/// `score` and `check` on a Keyflower game record: the position after action `until` (the
/// last action by default) as the position file `replay --until` writes, read as a file of
/// its own (named after the record and the action). A record that stops at an illegal
/// action gives the position before it, with a warning. `None`: the file is no record (a
/// position read as it is); `--until` on a position is refused (exit 2).
pub fn position_at(
    ctx: &Ctx,
    source: &Source,
    until: Option<usize>,
) -> Result<Option<Source>, Outcome> {
    let text_in = std::str::from_utf8(&source.bytes).unwrap_or("");
    if !arbiter_format::keyflower_record::is_record_text(text_in) {
        if until.is_none() {
            return Ok(None);
        }
        let e = InputError::new(Message::new(msg::KF_INPUT_UNTIL_NEEDS_RECORD), Loc::START);
        print_input_errors(ctx, source, &[e]);
        return Err(Outcome::BadInput);
    }
    let record = read(text_in).map_err(|errors| {
        print_input_errors(ctx, source, &errors);
        Outcome::BadInput
    })?;
    super::game::warn_until_beyond(ctx, until, record.actions.len(), "actions");
    let mut game = record.game;
    let mut played = Played::default();
    played.check_start(ctx, &game, record.spans.season);
    if played.stop.is_none() {
        if let Err(errors) = played.play(ctx, &mut game, &record.actions, until) {
            print_input_errors(ctx, source, &errors);
            return Err(Outcome::BadInput);
        }
    }
    if let Some(stop) = &played.stop {
        eprintln!(
            "{}",
            ctx.loc.text_with(
                msg::KF_REPLAY_STOPPED_AT,
                &[
                    ("number", stop.number.into()),
                    ("line", stop.loc.line.into())
                ]
            )
        );
    }
    let actions = played.steps.last().map_or(0, |s| s.number);
    let mut bytes = Vec::new();
    if game.unwritten.is_some() {
        bytes.extend(format!("# {}\n", season_end_note(ctx, &game)).into_bytes());
    }
    for (p, t) in &game.pending {
        let pending = ctx.loc.text_with(
            msg::KF_REPLAY_PENDING,
            &[
                ("tile", t.def.key.into()),
                (
                    "player",
                    arbiter_rulings::shown::quoted(&game.position.players[*p].name).into(),
                ),
            ],
        );
        bytes.extend(format!("# {pending}\n").into_bytes());
    }
    bytes.extend(arbiter_format::keyflower_write::position_file(&game.position).into_bytes());
    let name = ctx.loc.text_with(
        msg::KF_RECORD_POSITION_NAME,
        &[
            ("file", source.path.display().to_string().into()),
            ("number", actions.into()),
        ],
    );
    Ok(Some(Source {
        path: name.into(),
        bytes,
        identity: None,
        kind: Default::default(),
    }))
}

/// A printed number the final scoring will need that the record does not give, with where
/// and how to write it.
struct Need {
    /// The need in words, with the exact form to write.
    text: String,
    /// The tile's key.
    tile: &'static str,
    /// The field (`vp`, `rate`, `cart`, `sea-breese`).
    field: &'static str,
    /// What to add to the tile's entry.
    write: String,
    /// Only fan sources give it, and so do others: accepting them is said once, after all.
    listed: bool,
}

/// The numbers the end of the game needs that neither the record nor the catalogue gives:
/// the actions played silently to the end first (none when the game does not get there).
fn needs_at_end(ctx: &Ctx, game: &Game, actions: &[RecordAction]) -> Vec<Need> {
    let mut end = game.clone();
    for written in actions {
        let Ok(action) = written.resolve(&end.position) else {
            return Vec::new();
        };
        if end.act(&action).is_err() || end.unwritten.is_some() {
            return Vec::new();
        }
    }
    if end.stage != Stage::Over {
        return Vec::new();
    }
    let pos = &end.position;
    let needed = keyflower::position::numbers_needed(pos);
    // Several numbers only fan sources give: how to accept them all is said once, after them.
    let fans = needed.iter().filter(|n| n.fan() == "yes").count();
    needed
        .into_iter()
        .map(|need| {
            let listed = fans > 1 && need.fan() == "yes";
            let t = pos.tile(need.tile);
            let key = t.def.key;
            let boat = need.field == "sea-breese";
            let write = format!("printed: {{{}: N}}", need.field);
            let place = match t.def.kind {
                _ if boat => msg::KF_RECORD_PLACE_BOATS,
                Kind::Home => msg::KF_RECORD_PLACE_VILLAGE,
                Kind::Summer | Kind::SummerBoat => msg::KF_RECORD_PLACE_SUMMER,
                Kind::Autumn => msg::KF_RECORD_PLACE_AUTUMN,
                Kind::Winter => msg::KF_RECORD_PLACE_WINTER,
                _ => msg::KF_RECORD_PLACE_OFFER,
            };
            let m = Message::new(msg::KF_RECORD_NUMBER_NEEDED)
                .key_arg("tile", format!("kf-tile-{key}"))
                .arg("field", need.field)
                .key_arg("conf", format!("kf-conf-{}", need.conf))
                .key_arg("place", place)
                .arg("write", write.as_str())
                .arg("key", key)
                .arg("fan", if listed { "listed" } else { need.fan() });
            Need {
                listed,
                text: text(ctx, &m),
                tile: key,
                field: need.field,
                write,
            }
        })
        .collect()
}

/// The numbers the end will need, asked for before the first action.
fn print_needs(ctx: &Ctx, needs: &[Need]) {
    if needs.is_empty() {
        return;
    }
    outln!(
        "{}",
        ctx.loc.text_with(
            msg::KF_RECORD_NUMBERS_NEEDED,
            &[("count", needs.len().into())]
        )
    );
    for n in needs {
        outln!("  - {}", n.text);
    }
    let listed = needs.iter().filter(|n| n.listed).count();
    if listed > 1 {
        outln!(
            "{}",
            ctx.loc
                .text_with(msg::KF_INPUT_UNVERIFIED_ONCE, &[("count", listed.into())])
        );
    }
    outln!();
}

/// The actions played so far, where the replay stopped, and the rules they cited.
#[derive(Default)]
struct Played {
    steps: Vec<Step>,
    stop: Option<Stop>,
    cited: BTreeSet<&'static str>,
}

impl Played {
    /// Stops at action 0 when the table the game starts from is not legal: the spring
    /// position's own problems and the boats'.
    fn check_start(&mut self, ctx: &Ctx, game: &Game, season: Loc) {
        let mut start: Vec<Problem> = game
            .position
            .problems()
            .into_iter()
            .filter(|p| p.severity == arbiter_engine::verdict::Severity::Error)
            .collect();
        start.extend(game.setup_problems());
        if !start.is_empty() {
            self.cited.extend(start.iter().map(|p| p.rule));
            self.stop = Some(Stop::new(
                0,
                String::new(),
                season,
                start.len(),
                start.iter().map(|p| (p.rule, text(ctx, &p.message))),
            ));
        }
    }

    /// Plays the actions in order (up to action `until`), stopping at the first one that is
    /// illegal; an action naming something unknown is bad input, returned.
    fn play(
        &mut self,
        ctx: &Ctx,
        game: &mut Game,
        actions: &[RecordAction],
        until: Option<usize>,
    ) -> Result<(), Vec<InputError>> {
        for (i, written) in actions.iter().enumerate() {
            let number = i + 1;
            if until.is_some_and(|n| number > n) {
                break;
            }
            let action = match written.resolve(&game.position) {
                Ok(a) => a,
                Err(errors) if bad_input(&errors) => return Err(errors),
                Err(errors) => {
                    self.stop = Some(Stop::new(
                        number,
                        written.player.value.clone(),
                        written.loc,
                        errors.len(),
                        errors
                            .iter()
                            .map(|e| (rule::KF_BID_OFFER_ONLY, ctx.loc.message(&e.message))),
                    ));
                    self.cited.insert(rule::KF_BID_OFFER_ONLY);
                    break;
                }
            };
            let player = game.position.players[action.player()].name.clone();
            let what = text(ctx, &describe(game, &action));
            match game.act(&action) {
                Ok(events) => {
                    self.cited.extend(events.iter().map(|(r, _)| *r));
                    // The pass's own event repeats the action's line ("4. Bob passes"): it
                    // is not said twice; its rule stays cited.
                    // Nor does a season the record leaves out begin: the record ends first.
                    let repeats = |m: &Message| {
                        (matches!(action, Action::Pass(_)) && m.key == msg::KF_EVENT_PASS)
                            || (game.unwritten.is_some() && m.key == msg::KF_EVENT_SEASON_START)
                    };
                    let events = events
                        .iter()
                        .filter(|(_, m)| !repeats(m))
                        .map(|(r, m)| (*r, text(ctx, m)))
                        .collect();
                    self.steps.push(Step {
                        number,
                        player,
                        action: what,
                        events,
                    });
                    // A season the record does not describe: its tiles and draws are unknown,
                    // so no action may follow; a record that ends there ends at the season's end.
                    let last = number == actions.len() || until == Some(number);
                    if let Some(season) = game.unwritten.filter(|_| !last) {
                        return Err(vec![InputError::new(
                            Message::new(msg::KF_RECORD_SEASON_MISSING)
                                .key_arg("season", format!("kf-kind-{}", season.key()))
                                .arg("key", season.key()),
                            written.loc,
                        )]);
                    }
                }
                Err(problems) => {
                    self.cited.extend(problems.iter().map(|p| p.rule));
                    self.stop = Some(Stop::new(
                        number,
                        player.clone(),
                        written.loc,
                        problems.len(),
                        problems.iter().map(|p: &Problem| {
                            (p.rule, super::keyflower::by(ctx, &p.message, &player))
                        }),
                    ));
                    break;
                }
            }
        }
        Ok(())
    }
}

/// That the record ends at the end of a season and does not describe the next one, whose
/// tiles and boat contents are therefore not in the position (`kf-replay-open-season-end`);
/// empty when the record describes every season it reaches.
fn season_end_note(ctx: &Ctx, game: &Game) -> String {
    use arbiter_engine::keyflower::position::Season;
    let Some(next) = game.unwritten else {
        return String::new();
    };
    let ended = match next {
        Season::Summer => Season::Spring,
        Season::Autumn => Season::Summer,
        _ => Season::Autumn,
    };
    let kind = |s: Season| ctx.t(&format!("kf-kind-{}", s.key()));
    ctx.loc.text_with(
        msg::KF_REPLAY_OPEN_SEASON_END,
        &[("season", kind(ended).into()), ("next", kind(next).into())],
    )
}

/// `--until N`: the state at step N, as a position file that move, check and score read.
/// Won tiles not placed yet (at a season's end) are in no village and not on offer: a comment
/// says which, since a position file has no place for them.
fn print_position_file(ctx: &Ctx, game: &Game) {
    if game.unwritten.is_some() {
        outln!("# {}", season_end_note(ctx, game));
    }
    for (p, t) in &game.pending {
        outln!(
            "# {}",
            ctx.loc.text_with(
                msg::KF_REPLAY_PENDING,
                &[
                    ("tile", t.def.key.into()),
                    (
                        "player",
                        arbiter_rulings::shown::quoted(&game.position.players[*p].name).into()
                    ),
                ],
            )
        );
    }
    out!(
        "{}",
        arbiter_format::keyflower_write::position_file(&game.position)
    );
}

/// The final position scored as `score` scores its position file: every printed number the
/// scoring needs must be known (the record states those no source gives); when one is not,
/// that is said (exit 2). A final position that holds more pieces than the box (which the
/// replayed actions never make) is refused as `score` refuses it (exit 1).
fn final_report(ctx: &Ctx, game: &Game) -> Result<keyflower::ScoreReport, Outcome> {
    let written = arbiter_format::keyflower_write::position_file(&game.position);
    let (heading, messages, outcome) = match arbiter_format::keyflower::load_position(&written) {
        Ok(end) => match keyflower::score(&end) {
            Ok(report) => return Ok(report),
            Err(unscorable) => (
                msg::KF_CLI_CANNOT_SCORE,
                unscorable
                    .problems()
                    .iter()
                    .map(|p| p.message.clone())
                    .collect(),
                Outcome::Illegal,
            ),
        },
        Err(errors) => (
            msg::KF_REPLAY_NUMBERS_NEEDED,
            errors.into_iter().map(|e| e.message).collect::<Vec<_>>(),
            Outcome::BadInput,
        ),
    };
    let mut said = ctx.t(heading);
    for m in &messages {
        said.push_str(&format!("\n  - {}", ctx.loc.message(m)));
    }
    if ctx.format == Format::Table {
        outln!("{said}");
    } else {
        super::diagnostics::print_plain_error(ctx, &said);
    }
    Err(outcome)
}

/// `replay --format json` of a Keyflower record.
#[derive(Debug, Serialize)]
struct ReplayOut<'a> {
    /// Always `keyflower`.
    game: &'static str,
    /// Whether every action was legal.
    legal: bool,
    /// Whether the game ended and was scored.
    finished: bool,
    /// Every action played.
    steps: Vec<StepOut<'a>>,
    /// Where the replay stopped, and why (null when it did not).
    illegal: Option<IllegalOut<'a>>,
    /// Every player, with the total when the game was scored.
    players: Vec<PlayerOut<'a>>,
    /// The winners' names, when the game was scored.
    winners: Option<Vec<&'a str>>,
    /// Whether several players share the win, when the game was scored.
    tie: Option<bool>,
    /// The printed numbers the final scoring needs that the record does not give (the game
    /// is then not scored): each tile, field and what to write in its entry.
    numbers_needed: Vec<NeedOut<'a>>,
    /// Every rule cited.
    rules: Vec<&'static str>,
}

/// A printed number the record must give.
#[derive(Debug, Serialize)]
struct NeedOut<'a> {
    /// The tile's key.
    tile: &'a str,
    /// The field (`vp`, `rate`, `cart`, `sea-breese`).
    field: &'a str,
    /// What to add to the tile's entry (`printed: {vp: N}`, `sea-breese: N`).
    write: &'a str,
    /// The same, in words: where the entry is.
    message: &'a str,
}

/// What a replay did: the steps, where it stopped, the scoring and the numbers it lacked.
struct Run<'a> {
    steps: &'a [Step],
    stop: Option<&'a Stop>,
    report: Option<&'a keyflower::ScoreReport>,
    needs: &'a [Need],
}

/// One action played.
#[derive(Debug, Serialize)]
struct StepOut<'a> {
    /// 1-based action number.
    number: usize,
    /// Who played it.
    player: &'a str,
    /// What it was, in words.
    action: &'a str,
    /// What it produced and where that went.
    events: Vec<RuleMessage<'a>>,
}

/// The action the replay stopped at (0: the table the game starts from).
#[derive(Debug, Serialize)]
struct IllegalOut<'a> {
    /// 1-based action number.
    number: usize,
    /// Who played it.
    player: &'a str,
    /// 1-based line of the action.
    line: usize,
    /// 1-based column of the action.
    column: usize,
    /// Why, in words.
    reasons: Vec<&'a str>,
    /// Why, with rule ids.
    problems: Vec<RuleMessage<'a>>,
    /// How many reasons past the first 100 are left out (absent when none are).
    #[serde(skip_serializing_if = "Option::is_none")]
    reasons_not_shown: Option<usize>,
}

/// A player of a replayed record.
#[derive(Debug, Serialize)]
struct PlayerOut<'a> {
    /// Name.
    name: &'a str,
    /// Colour as the record writes it (null when it names none).
    colour: Option<&'a str>,
    /// The same, under the output contract's spelling.
    color: Option<&'a str>,
    /// Final total, when the game was scored.
    total: Option<arbiter_engine::Points>,
}

/// The reasons a stop keeps, then the count of the rest.
fn print_reasons(ctx: &Ctx, s: &Stop) {
    for (rule, m) in &s.problems {
        outln!("  - [{rule}] {m}");
    }
    if let Some(more) = not_shown_text(ctx, s.total) {
        outln!("  {more}");
    }
}

fn print_json(ctx: &Ctx, game: &Game, run: &Run, cited: &BTreeSet<&'static str>) {
    let Run {
        steps,
        stop,
        report,
        needs,
    } = *run;
    let out = ReplayOut {
        game: arbiter_rulings::Game::Keyflower.key(),
        legal: stop.is_none(),
        finished: report.is_some(),
        steps: steps
            .iter()
            .map(|s| StepOut {
                number: s.number,
                player: &s.player,
                action: &s.action,
                events: RuleMessage::all(&s.events),
            })
            .collect(),
        illegal: stop.map(|s| IllegalOut {
            number: s.number,
            player: &s.player,
            line: s.loc.line,
            column: s.loc.column,
            reasons: s.problems.iter().map(|(_, m)| m.as_str()).collect(),
            problems: RuleMessage::all(&s.problems),
            reasons_not_shown: (s.total > s.problems.len()).then(|| s.total - s.problems.len()),
        }),
        players: game
            .position
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| PlayerOut {
                name: &p.name,
                colour: p.colour.as_deref(),
                color: p.colour.as_deref(),
                total: report.and_then(|r| {
                    r.players
                        .iter()
                        .find(|s| s.player.index() == i)
                        .map(|s| s.total)
                }),
            })
            .collect(),
        winners: report.map(|r| {
            r.winners
                .iter()
                .map(|&w| game.position.players[w].name.as_str())
                .collect()
        }),
        tie: report.map(|r| r.winners.len() > 1),
        numbers_needed: needs
            .iter()
            .map(|n| NeedOut {
                tile: n.tile,
                field: n.field,
                write: &n.write,
                message: &n.text,
            })
            .collect(),
        rules: cited.iter().copied().collect(),
    };
    explain::print_data_citing(ctx, out, cited);
}

fn print_table(
    ctx: &Ctx,
    source: &Source,
    game: &Game,
    steps: &[Step],
    stop: Option<&Stop>,
    report: Option<&keyflower::ScoreReport>,
    cited: &BTreeSet<&'static str>,
) {
    for s in steps {
        outln!(
            "{}",
            ctx.loc.text_with(
                msg::KF_REPLAY_STEP,
                &[
                    ("number", s.number.into()),
                    ("player", s.player.as_str().into()),
                    ("action", s.action.as_str().into()),
                ],
            )
        );
        for (rule, m) in &s.events {
            outln!("    - [{rule}] {m}");
        }
    }
    if let Some(s) = stop.filter(|s| s.number == 0) {
        outln!(
            "{}",
            ctx.loc
                .text_with(msg::KF_REPLAY_ILLEGAL_START, &[("count", s.total.into())])
        );
        print_reasons(ctx, s);
        return;
    }
    if let Some(s) = stop {
        outln!(
            "{}",
            ctx.loc.text_with(
                msg::KF_REPLAY_ILLEGAL,
                &[
                    ("number", s.number.into()),
                    ("player", s.player.as_str().into()),
                    ("count", s.total.into()),
                    ("line", s.loc.line.into()),
                    ("column", s.loc.column.into()),
                ],
            )
        );
        print_reasons(ctx, s);
        if ctx.explain {
            explain::print(ctx, cited.iter().copied());
        }
        return;
    }
    match report {
        Some(r) => super::keyflower::print_score_table(ctx, source, r, &[], cited),
        // Over but not scored: the numbers it needs were asked for first.
        None if game.stage == Stage::Over => {}
        // The record ends with a season whose successor it does not describe.
        None if game.unwritten.is_some() => outln!("{}", season_end_note(ctx, game)),
        None => {
            let key = match &game.stage {
                Stage::WinterChoice { .. } => msg::KF_REPLAY_OPEN_WINTER,
                Stage::Turns { .. } => msg::KF_REPLAY_OPEN_TURNS,
                Stage::Boats { .. } => msg::KF_REPLAY_OPEN_BOATS,
                Stage::Placing => msg::KF_REPLAY_OPEN_PLACING,
                Stage::Over => msg::KF_REPLAY_OPEN_TURNS,
            };
            let who = match &game.stage {
                Stage::Turns { turn, .. } => game.position.players[*turn].name.clone(),
                Stage::Boats { order, done, .. } => {
                    game.position.players[order[*done]].name.clone()
                }
                _ => String::new(),
            };
            outln!(
                "{}",
                ctx.loc.text_with(
                    key,
                    &[
                        (
                            "season",
                            ctx.t(&format!("kf-kind-{}", game.position.season.key()))
                                .into()
                        ),
                        ("player", who.into()),
                    ],
                )
            );
            if ctx.explain {
                explain::print(ctx, cited.iter().copied());
            }
        }
    }
}
