//! The tables arbiter prints for people, in the house style (comfy-table's
//! `UTF8_FULL_CONDENSED`). On a terminal comfy-table draws them, wrapping long columns to its
//! width. Piped, a table keeps its lines whole, and one whose text is all printable ASCII (a
//! character one column wide) is drawn here, exactly as comfy-table draws it without a width
//! (`tests`: compared with comfy-table's drawing on many tables); any other text is left to
//! comfy-table, which measures it.

use std::fmt;

use comfy_table::{presets::UTF8_FULL_CONDENSED, ContentArrangement};

/// One cell's text (lines split at `\n`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cell(String);

impl Cell {
    /// A cell showing `content`.
    pub fn new<T: ToString>(content: T) -> Cell {
        Cell(content.to_string())
    }
}

impl From<String> for Cell {
    fn from(text: String) -> Cell {
        Cell(text)
    }
}

impl From<&str> for Cell {
    fn from(text: &str) -> Cell {
        Cell(text.to_string())
    }
}

/// A table: a header row and rows of cells, left-aligned, one space of padding each side.
#[derive(Debug, Clone)]
pub struct Table {
    header: Vec<Cell>,
    rows: Vec<Vec<Cell>>,
    /// Drawn to a terminal's width (standard output is one).
    wrap: bool,
}

impl Table {
    /// An empty table with `header`; `wrap` when long columns should wrap to the terminal's
    /// width.
    pub fn new(header: Vec<Cell>, wrap: bool) -> Table {
        Table {
            header,
            rows: Vec::new(),
            wrap,
        }
    }

    /// Adds a row.
    pub fn add_row<C: Into<Cell>>(&mut self, row: impl IntoIterator<Item = C>) -> &mut Table {
        self.rows.push(row.into_iter().map(Into::into).collect());
        self
    }

    /// The table as comfy-table draws it.
    fn comfy(&self) -> comfy_table::Table {
        let mut t = comfy_table::Table::new();
        t.load_style(UTF8_FULL_CONDENSED);
        if self.wrap {
            t.set_content_arrangement(ContentArrangement::Dynamic);
        } else {
            t.force_no_tty();
        }
        t.set_header(self.header.iter().map(|c| c.0.as_str()));
        for row in &self.rows {
            t.add_row(row.iter().map(|c| c.0.as_str()));
        }
        t
    }

    /// Every cell of the header and the rows.
    fn cells(&self) -> impl Iterator<Item = &Cell> {
        self.header.iter().chain(self.rows.iter().flatten())
    }

    /// The table drawn without a width, when every cell's text is printable ASCII (each
    /// character one column wide) and no line is wider than comfy-table measures; none
    /// otherwise.
    fn plain(&self) -> Option<String> {
        let printable = |c: &Cell| {
            c.0.bytes().all(|b| b == b'\n' || (0x20..0x7f).contains(&b))
                && c.0
                    .split('\n')
                    .all(|line| line.len() < usize::from(u16::MAX))
        };
        if self.wrap || !self.cells().all(printable) {
            return None;
        }
        let columns = self
            .rows
            .iter()
            .map(Vec::len)
            .chain([self.header.len()])
            .max()
            .unwrap_or(0);
        if columns == 0 {
            return None;
        }
        // Each column as wide as its widest line, one character at least.
        let mut widths = vec![1; columns];
        for row in std::iter::once(&self.header).chain(&self.rows) {
            for (w, cell) in widths.iter_mut().zip(row) {
                let widest = cell.0.split('\n').map(str::len).max().unwrap_or(0);
                *w = (*w).max(widest);
            }
        }
        let lines = 4
            + self.rows.len()
            + self
                .cells()
                .map(|c| c.0.matches('\n').count())
                .sum::<usize>();
        // Each line: the columns' text and padding, and a border character (3 bytes) between.
        let mut out =
            String::with_capacity(lines * (widths.iter().sum::<usize>() + 5 * columns + 4));
        let border = |out: &mut String, [left, fill, junction, right]: [char; 4]| {
            out.push(left);
            for (i, &w) in widths.iter().enumerate() {
                if i > 0 {
                    out.push(junction);
                }
                out.extend(std::iter::repeat_n(fill, w + 2));
            }
            out.push(right);
        };
        let row_lines = |out: &mut String, row: &[Cell]| {
            // A row is one line high at least: a cell left out is one line of spaces.
            let height = row
                .iter()
                .map(|c| c.0.bytes().filter(|&b| b == b'\n').count() + 1)
                .max()
                .unwrap_or(1);
            for l in 0..height {
                out.push('\n');
                out.push('│');
                for (i, &w) in widths.iter().enumerate() {
                    if i > 0 {
                        out.push('┆');
                    }
                    let line = match row.get(i) {
                        Some(cell) if height == 1 => Some(cell.0.as_str()),
                        Some(cell) => cell.0.split('\n').nth(l),
                        None => None,
                    };
                    match line {
                        Some(line) => {
                            out.push(' ');
                            out.push_str(line);
                            out.extend(std::iter::repeat_n(' ', w - line.len() + 1));
                        }
                        None => out.extend(std::iter::repeat_n(' ', w + 2)),
                    }
                }
                out.push('│');
            }
        };
        border(&mut out, ['┌', '─', '┬', '┐']);
        row_lines(&mut out, &self.header);
        out.push('\n');
        border(&mut out, ['╞', '═', '╪', '╡']);
        for row in &self.rows {
            row_lines(&mut out, row);
        }
        out.push('\n');
        border(&mut out, ['└', '─', '┴', '┘']);
        Some(out)
    }
}

impl fmt::Display for Table {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.plain() {
            Some(text) => f.write_str(&text),
            None => write!(f, "{}", self.comfy()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small generator of test text (xorshift), so the tables are many and varied and the
    /// same on every run.
    struct Gen(u64);

    impl Gen {
        fn next(&mut self, n: u64) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0 % n
        }

        fn text(&mut self) -> String {
            const PIECES: [&str; 12] = [
                "",
                " ",
                "a",
                "P0",
                "city",
                "field:NNW",
                "base.majority ic.big-follower",
                "\n",
                "  ",
                "12",
                "x y",
                "-1,-7 road:N",
            ];
            (0..self.next(4))
                .map(|_| PIECES[self.next(PIECES.len() as u64) as usize])
                .collect()
        }

        fn row(&mut self, max: u64) -> Vec<Cell> {
            (0..self.next(max + 1)).map(|_| Cell(self.text())).collect()
        }
    }

    #[test]
    fn plain_tables_are_drawn_as_comfy_table_draws_them() {
        let mut g = Gen(0x2545_f491_4f6c_dd1d);
        for _ in 0..3_000 {
            let mut t = Table::new(g.row(6), false);
            for _ in 0..g.next(6) {
                let row = g.row(7);
                t.add_row(row);
            }
            let drawn = t.comfy().to_string();
            if let Some(plain) = t.plain() {
                assert_eq!(plain, drawn, "{t:?}");
            }
            assert_eq!(t.to_string(), drawn);
        }
    }

    #[test]
    fn text_that_is_not_plain_ascii_is_left_to_comfy_table() {
        for text in ["Jürgen", "tab\there", "wide 漢字", "\u{1b}[31m"] {
            let mut t = Table::new(vec![Cell::new("Name")], false);
            t.add_row([text]);
            assert!(t.plain().is_none());
            assert_eq!(t.to_string(), t.comfy().to_string());
        }
        let mut t = Table::new(vec![Cell::new("Name")], false);
        t.add_row(["Jan"]);
        assert!(t.plain().is_some());
        t.wrap = true;
        assert!(t.plain().is_none());
    }
}
