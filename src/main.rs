//! The `arbiter` command: a thin layer over the library.

mod cli;

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
    // Arguments that are not UTF-8 (a file name, say) must not panic: keep them as they are.
    let argv_os: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let argv: Vec<String> = argv_os
        .iter()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let early = Ctx::new(
        early_lang(&argv),
        cli::args::Format::Table,
        cli::args::ColorChoice::Never,
        false,
    );
    let command = cli::args::localized_command(&early.loc);
    let matches: ArgMatches = match command.try_get_matches_from(&argv_os) {
        Ok(m) => m,
        Err(e) => {
            let code = if e.use_stderr() { 2 } else { 0 };
            let _ = e.print();
            return ExitCode::from(code);
        }
    };
    let parsed = match Cli::from_arg_matches(&matches) {
        Ok(c) => c,
        Err(e) => {
            let _ = e.print();
            return ExitCode::from(2);
        }
    };
    let ctx = Ctx::new(parsed.lang, parsed.format, parsed.color, parsed.explain);
    if matches!(
        parsed.format,
        cli::args::Format::Svg | cli::args::Format::Png
    ) && !matches!(parsed.command, Some(Command::Render(_)))
    {
        cli::diagnostics::print_plain_error(&ctx, &ctx.t("error-picture-format"));
        return ExitCode::from(2);
    }
    let outcome = run(&ctx, parsed.command);
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
        Some(Command::Tiles(t)) if t.game == Some(cli::args::GameArg::Keyflower) => {
            cli::keyflower::tiles(ctx)
        }
        Some(Command::Tiles(t)) => match t.action {
            None | Some(TilesAction::List) => cli::tiles::list(ctx),
            Some(TilesAction::Show { id, rot }) => cli::tiles::show(ctx, &id, rot),
        },
        Some(Command::Rulings(r)) => cli::rulings::run(ctx, &r.action),
        Some(Command::Glossary(g)) => cli::rulings::glossary(ctx, &g.term),
        Some(Command::Render(r)) => match Source::read(ctx, &r.file) {
            Ok(s) => cli::render::run(ctx, &s, &r),
            Err(o) => o,
        },
        Some(Command::Replay(r)) => match Source::read(ctx, &r.file) {
            Ok(s) => cli::replay::run(ctx, &s, r.until),
            Err(o) => o,
        },
        Some(Command::Import(i)) => match Source::read(ctx, &i.file) {
            Ok(s) => cli::import::run(ctx, &s, i.output.as_deref()),
            Err(o) => o,
        },
        Some(Command::Schema(a)) if a.game == Some(cli::args::GameArg::Keyflower) => {
            cli::keyflower::schema(ctx)
        }
        Some(Command::Schema(a)) => cli::schema::run(ctx, a.record),
        Some(Command::Completions(c)) => {
            let mut cmd = cli::args::localized_command(&ctx.loc);
            clap_complete::generate(c.shell, &mut cmd, "arbiter", &mut std::io::stdout());
            Outcome::Done
        }
        Some(Command::Man) => {
            let cmd = cli::args::localized_command(&ctx.loc);
            match clap_mangen::Man::new(cmd).render(&mut std::io::stdout()) {
                Ok(()) => Outcome::Done,
                Err(_) => Outcome::BadInput,
            }
        }
    }
}
