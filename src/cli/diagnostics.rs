//! Errors and problems, localised, each pointing at its line and column; with a source snippet
//! for people (miette) and as data for programs.

use arbiter_engine::verdict::{Problem, Severity};
use arbiter_format::{InputError, Loc};
use arbiter_ids::msg;
use miette::{GraphicalReportHandler, GraphicalTheme, LabeledSpan, MietteDiagnostic};

use super::args::Format;
use super::output::{InputErrorOut, InputErrorsOut, PlainErrorOut};
use super::{Ctx, Source};

/// Most errors or problems shown for one file (in file order); the rest are counted, so that a
/// hostile file with millions of errors prints a page, not gigabytes.
pub const MAX_SHOWN_PROBLEMS: usize = 100;

/// The count of what was not shown, for people (standard error or out) or none.
pub fn not_shown_text(ctx: &Ctx, total: usize) -> Option<String> {
    (total > MAX_SHOWN_PROBLEMS).then(|| {
        ctx.loc.text_with(
            msg::RELIABILITY_NOT_SHOWN,
            &[
                ("count", (total - MAX_SHOWN_PROBLEMS).into()),
                ("shown", MAX_SHOWN_PROBLEMS.into()),
            ],
        )
    })
}

/// Longest line (in characters) shown in a snippet.
const MAX_SNIPPET_LINE: usize = 300;

/// A file's text with the start of every line, found once: each diagnostic then costs the
/// length of its own lines, not of the whole file.
struct Lines<'a> {
    text: std::borrow::Cow<'a, str>,
    /// Byte offset of each line's start; one more entry, the text's length, at the end.
    starts: Vec<usize>,
}

impl<'a> Lines<'a> {
    fn new(source: &'a Source) -> Lines<'a> {
        let text = source.text();
        // Lines end in LF, CR LF or a lone CR (old Mac files), as the YAML reader counts them.
        let mut starts = vec![0];
        let bytes = text.as_bytes();
        starts.extend(
            bytes
                .iter()
                .enumerate()
                .filter(|&(i, &b)| b == b'\n' || (b == b'\r' && bytes.get(i + 1) != Some(&b'\n')))
                .map(|(i, _)| i + 1),
        );
        if *starts.last().unwrap_or(&0) != text.len() {
            starts.push(text.len());
        }
        Lines { text, starts }
    }

    /// Number of lines (a last line without a newline counts).
    fn count(&self) -> usize {
        self.starts.len() - 1
    }

    /// The byte range of a 1-based line, its newline included.
    fn line(&self, line: usize) -> Option<std::ops::Range<usize>> {
        (line >= 1 && line <= self.count()).then(|| self.starts[line - 1]..self.starts[line])
    }

    /// The byte offset of a 1-based line and column (columns count characters).
    fn offset(&self, loc: Loc) -> Option<usize> {
        if !loc.is_known() {
            return None;
        }
        let range = self.line(loc.line)?;
        let line = &self.text[range.clone()];
        let col = line
            .char_indices()
            .nth(loc.column.saturating_sub(1))
            .map_or(line.trim_end_matches('\n').len(), |(b, _)| b);
        Some(range.start + col)
    }
}

/// Lines around a place, enough for miette's context (one line either side), numbered as in
/// the whole file.
#[derive(Debug)]
struct Window {
    name: String,
    text: String,
    /// 0-based number of the window's first line in the file.
    first_line: usize,
}

/// Lines of context kept on either side of a diagnostic's line (miette shows one).
const WINDOW_LINES: usize = 3;

impl miette::SourceCode for Window {
    fn read_span<'a>(
        &'a self,
        span: &miette::SourceSpan,
        before: usize,
        after: usize,
    ) -> Result<Box<dyn miette::SpanContents<'a> + 'a>, miette::MietteError> {
        let inner = self.text.read_span(span, before, after)?;
        Ok(Box::new(miette::MietteSpanContents::new_named(
            self.name.clone(),
            inner.data(),
            *inner.span(),
            inner.line() + self.first_line,
            inner.column(),
            inner.line_count(),
        )))
    }
}

/// Renders one diagnostic with a snippet of the file.
fn render(
    ctx: &Ctx,
    source: &Source,
    lines: &Lines,
    loc: Loc,
    message: &str,
    label: &str,
    warning: bool,
) -> String {
    let mut diag = MietteDiagnostic::new(message.to_string());
    if warning {
        diag = diag.with_severity(miette::Severity::Warning);
    }
    let text = lines.text.as_ref();
    // A snippet of a very long line (a minified or hostile file) would flood the terminal:
    // then the message alone names the line and column.
    let line_len = lines.line(loc.line.max(1)).map_or(0, |r| {
        text[r]
            .trim_end_matches('\n')
            .trim_end_matches('\r')
            .chars()
            .count()
    });
    let snippet = line_len <= MAX_SNIPPET_LINE;
    // The window: a few lines around the place (the first lines when the place is unknown).
    let line = loc.line.max(1);
    let first = line.saturating_sub(WINDOW_LINES + 1);
    let last = (line + WINDOW_LINES).min(lines.count());
    let base = lines.starts[first.min(lines.count())];
    let end = lines.starts[last.max(first).min(lines.count())];
    if let Some(off) = lines.offset(loc).filter(|_| snippet) {
        // The whole token (at least one character), but not beyond its line.
        let first = text[off..].chars().next().map_or(0, char::len_utf8);
        let rest = text[off..].split('\n').next().unwrap_or("");
        let token = rest
            .char_indices()
            .nth(loc.width)
            .map_or(rest.len(), |(b, _)| b);
        let len = if loc.width > 1 {
            token.max(first)
        } else {
            first
        };
        diag = diag.with_label(LabeledSpan::at(
            off - base..off - base + len,
            label.to_string(),
        ));
    }
    let theme = if ctx.color {
        GraphicalTheme::unicode()
    } else {
        GraphicalTheme::unicode_nocolor()
    };
    let handler = GraphicalReportHandler::new_themed(theme).with_width(100);
    let mut report = miette::Report::new(diag);
    if snippet {
        report = report.with_source_code(Window {
            name: source.name(),
            text: arbiter_rulings::shown::snippet(&lone_cr_as_lf(&text[base..end])).into_owned(),
            first_line: first,
        });
    }
    let mut out = String::new();
    if handler.render_report(&mut out, report.as_ref()).is_err() {
        out = message.to_string();
    }
    out
}

/// Text with each lone CR (an old Mac line end) written as LF, byte for byte, for the snippet
/// printer, which splits lines at LF only.
fn lone_cr_as_lf(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    for (i, c) in text.char_indices() {
        if c == '\r' && bytes.get(i + 1) != Some(&b'\n') {
            out.push('\n');
        } else {
            out.push(c);
        }
    }
    out
}

/// `file:line:column` for messages.
pub fn place(source: &Source, loc: Loc) -> String {
    if loc.is_known() {
        format!("{}:{}:{}", source.name(), loc.line, loc.column)
    } else {
        source.name()
    }
}

/// Prints input errors (exit 2) on standard error, or as JSON/YAML on standard output.
pub fn print_input_errors(ctx: &Ctx, source: &Source, errors: &[InputError]) {
    // In file order, whichever reading step found them (errors of shape come first).
    let mut sorted: Vec<&InputError> = errors.iter().collect();
    sorted.sort_by_key(|e| (e.loc.line, e.loc.column));
    let total = sorted.len();
    sorted.truncate(MAX_SHOWN_PROBLEMS);
    let errors = sorted;
    if ctx.format != Format::Table {
        let out = InputErrorsOut {
            ok: false,
            input_errors: errors
                .iter()
                .map(|e| InputErrorOut {
                    file: source.name(),
                    line: e.loc.line,
                    column: e.loc.column,
                    message: ctx.loc.message(&e.message),
                    rule: e.rule,
                })
                .collect(),
            not_shown: (total > MAX_SHOWN_PROBLEMS).then(|| total - MAX_SHOWN_PROBLEMS),
        };
        super::print_data(ctx, &out);
        return;
    }
    let header = ctx.loc.text_with(
        msg::ERROR_INPUT_HEADER,
        &[("file", source.name().into()), ("count", total.into())],
    );
    eprintln!("{header}");
    let lines = Lines::new(source);
    // Several numbers only fan sources give: the way to accept them all is said once, after
    // them, not with each.
    let fans = errors.iter().filter(|e| fan_only(e)).count();
    for e in errors {
        let text = if fans > 1 && fan_only(e) {
            let mut m = e.message.clone();
            for (k, v) in &mut m.args {
                if *k == "fan" {
                    *v = arbiter_engine::verdict::Arg::Text("listed".into());
                }
            }
            ctx.loc.message(&m)
        } else {
            ctx.loc.message(&e.message)
        };
        let message = format!("{}: {}", place(source, e.loc), text);
        let label = ctx.t(msg::LABEL_HERE);
        eprint!(
            "{}",
            render(ctx, source, &lines, e.loc, &message, &label, false)
        );
        super::transcribe::print_pictures(ctx, e);
        if let Some(rule) = e.rule {
            eprintln!(
                "  {}",
                ctx.loc.text_with(msg::LABEL_RULE, &[("rule", rule.into())])
            );
        }
    }
    if fans > 1 {
        eprintln!(
            "{}",
            ctx.loc
                .text_with(msg::KF_INPUT_UNVERIFIED_ONCE, &[("count", fans.into())])
        );
    }
    if let Some(more) = not_shown_text(ctx, total) {
        eprintln!("{more}");
    }
}

/// Whether an input error asks for a Keyflower number that only fan sources give (which
/// `options: {unverified: accept}` would accept).
fn fan_only(e: &InputError) -> bool {
    e.message.key == msg::KF_INPUT_PRINTED_NEEDED
        && e.message.args.iter().any(|(k, v)| {
            *k == "fan" && matches!(v, arbiter_engine::verdict::Arg::Text(t) if t == "yes")
        })
}

/// Prints an error that concerns no place in a file.
pub fn print_plain_error(ctx: &Ctx, message: &str) {
    if ctx.format != Format::Table {
        super::print_data(
            ctx,
            &PlainErrorOut {
                ok: false,
                error: message,
            },
        );
    } else {
        eprintln!("{}: {message}", ctx.t(msg::LABEL_ERROR));
    }
}

/// Prints problems for people, each with its place, rule and message.
pub fn print_problems<S>(ctx: &Ctx, source: &Source, problems: &[(Problem<S>, Loc)]) {
    let lines = Lines::new(source);
    for (p, loc) in problems.iter().take(MAX_SHOWN_PROBLEMS) {
        let sev = match p.severity {
            Severity::Error => ctx.t(msg::LABEL_ILLEGAL),
            Severity::Warning => ctx.t(msg::LABEL_WARNING),
            Severity::NotJudged => ctx.t(msg::LABEL_NOT_JUDGED),
        };
        let message = format!(
            "{}: {} [{}] {}",
            place(source, *loc),
            sev,
            p.rule,
            ctx.loc.message(&p.message)
        );
        let label = ctx.t(msg::LABEL_HERE);
        out!(
            "{}",
            render(
                ctx,
                source,
                &lines,
                *loc,
                &message,
                &label,
                p.severity == Severity::Warning
            )
        );
    }
    if let Some(more) = not_shown_text(ctx, problems.len()) {
        outln!("{more}");
    }
}

/// After a verdict: the position's own problems as warnings, then (with `--explain`) the text
/// of every rule cited.
pub fn print_warnings_and_explanations<S>(
    ctx: &Ctx,
    source: &Source,
    warnings: &[(Problem<S>, Loc)],
    cited: &std::collections::BTreeSet<&'static str>,
) {
    if !warnings.is_empty() {
        outln!(
            "{}",
            ctx.loc
                .text_with(msg::HEADING_WARNINGS, &[("count", warnings.len().into())])
        );
        print_problems(ctx, source, warnings);
    }
    if ctx.explain {
        super::explain::print(ctx, cited.iter().copied());
    }
}
