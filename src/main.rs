//! The `arbiter` command: a thin layer over the library.

mod cli;

use arbiter_ids::msg;
use std::process::ExitCode;

use clap::{ArgMatches, FromArgMatches};

use cli::args::{Cli, Command, LangArg, TilesAction};
use cli::{Ctx, Outcome, Source};

/// The bundled example scored when arbiter runs without a command.
const EXAMPLE: &[u8] = include_bytes!("../examples/base-game.yaml");

/// Reads `--lang` before clap parses, so that help is shown in that language.
fn early_lang(args: &[String]) -> Option<LangArg> {
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let v = if a == "--lang" {
            it.next().cloned()
        } else {
            a.strip_prefix("--lang=").map(str::to_string)
        };
        match v.as_deref() {
            Some("nl") => return Some(LangArg::Nl),
            Some("en") => return Some(LangArg::En),
            Some("both") => return Some(LangArg::Both),
            _ => {}
        }
    }
    None
}

fn main() -> ExitCode {
    cli::quiet_broken_pipe();
    cli::unix::ignore_file_size_signal();
    // Arguments that are not UTF-8 (a file name, say) must not panic: keep them as they are.
    let argv_os: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let argv: Vec<String> = argv_os
        .iter()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    // The translated command line (help texts, usage) is built only when clap has something
    // to show: help, the version or an error. The plain one parses the same arguments.
    let plain = <Cli as clap::CommandFactory>::command().try_get_matches_from(&argv_os);
    let early = Ctx::new(
        early_lang(&argv),
        cli::args::Format::Table,
        cli::args::ColorChoice::Never,
        false,
    );
    let matches: ArgMatches = match plain
        .or_else(|_| cli::args::localized_command(&early.loc).try_get_matches_from(&argv_os))
    {
        Ok(m) => m,
        Err(e) => {
            if !e.use_stderr() {
                // Help and version: already in the output language.
                let _ = e.print();
                return ExitCode::from(0);
            }
            eprintln!(
                "{}: {}",
                early.t(msg::LABEL_ERROR),
                cli::clap_text::error_text(&e, &early.loc)
            );
            return ExitCode::from(2);
        }
    };
    let parsed = match Cli::from_arg_matches(&matches) {
        Ok(c) => c,
        Err(e) => {
            let _ = e.print();
            return ExitCode::from(2);
        }
    };
    let mut ctx = Ctx::new(parsed.lang, parsed.format, parsed.color, parsed.explain);
    let rule_options = match &parsed.command {
        Some(Command::Score(f) | Command::Check(f)) => f.rules.as_slice(),
        Some(Command::Replay(r)) => r.rules.as_slice(),
        _ => &[],
    };
    if let Err(outcome) = ctx.set_rules(rule_options) {
        return exit_code(outcome);
    }
    let ctx = ctx;
    if matches!(
        parsed.format,
        cli::args::Format::Svg | cli::args::Format::Png
    ) && !matches!(
        parsed.command,
        Some(Command::Render(_))
            | Some(Command::Tiles(cli::args::TilesArgs {
                action: Some(TilesAction::Sheet { .. }),
                ..
            }))
    ) {
        cli::diagnostics::print_plain_error(&ctx, &ctx.t(msg::ERROR_PICTURE_FORMAT));
        return ExitCode::from(2);
    }
    let outcome = run(&ctx, parsed.command);
    cli::files::flush_stdout();
    exit_code(outcome)
}

fn exit_code(outcome: Outcome) -> ExitCode {
    ExitCode::from(match outcome {
        Outcome::Done => 0,
        Outcome::Illegal => 1,
        Outcome::BadInput => 2,
    })
}

fn run(ctx: &Ctx, command: Option<Command>) -> Outcome {
    match command {
        None => {
            let source = Source {
                path: "examples/base-game.yaml".into(),
                bytes: EXAMPLE.to_vec(),
                identity: None,
                kind: Default::default(),
            };
            cli::game::score(ctx, &source)
        }
        Some(Command::Score(f)) => match Source::read(ctx, &f.file) {
            Ok(s) => cli::game::score_until(ctx, &s, f.until),
            Err(o) => o,
        },
        Some(Command::Check(f)) => match Source::read(ctx, &f.file) {
            Ok(s) => cli::game::check_until(ctx, &s, f.until),
            Err(o) => o,
        },
        Some(Command::Move(m)) => match Source::read(ctx, &m.file) {
            Ok(s) => cli::game::moves(ctx, &s, &m),
            Err(o) => o,
        },
        Some(Command::Tiles(t)) => cli::game::tiles(ctx, t.game, t.action),
        Some(Command::Rulings(r)) => cli::rulings::run(ctx, &r.action),
        Some(Command::Glossary(g)) => cli::rulings::glossary(ctx, &g.term),
        Some(Command::Render(mut r)) => match Source::read(ctx, &r.file) {
            Ok(s) => {
                r.output = cli::files::output_path(r.output.as_deref()).map(Into::into);
                cli::render::run(ctx, &s, &r)
            }
            Err(o) => o,
        },
        Some(Command::Replay(r)) => match Source::read(ctx, &r.file) {
            Ok(s) => cli::game::replay(ctx, &s, r.until),
            Err(o) => o,
        },
        Some(Command::Import(i)) => match Source::read(ctx, &i.file) {
            Ok(s) => cli::import::run(ctx, &s, cli::files::output_path(i.output.as_deref())),
            Err(o) => o,
        },
        Some(Command::Settle(i)) => match Source::read(ctx, &i.file) {
            Ok(s) => cli::transcribe::settle(ctx, &s, cli::files::output_path(i.output.as_deref())),
            Err(o) => o,
        },
        Some(Command::Schema(a)) => cli::game::schema(ctx, a.game, a.record),
        Some(Command::Completions(c)) => {
            let mut cmd = cli::args::localized_command(&ctx.loc);
            // Into a buffer first: clap_complete panics when its writer fails (`| head -1`).
            let mut script = Vec::new();
            clap_complete::generate(c.shell, &mut cmd, "arbiter", &mut script);
            write_stdout(&script);
            Outcome::Done
        }
        Some(Command::Man) => {
            let cmd = cli::args::localized_command(&ctx.loc);
            let mut page = Vec::new();
            match clap_mangen::Man::new(cmd).render(&mut page) {
                Ok(()) => {
                    write_stdout(cli::clap_text::localize_man(&page, &ctx.loc).as_bytes());
                    Outcome::Done
                }
                Err(_) => Outcome::BadInput,
            }
        }
    }
}

/// Writes bytes to standard output; a closed pipe ends the program quietly, as a shell
/// expects, any other failure is said (exit 2).
fn write_stdout(bytes: &[u8]) {
    cli::files::to_stdout(bytes);
}
