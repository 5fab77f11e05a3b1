//! Source locations: MLIR's `loc(...)`, kept so that errors, and later PTX `.loc`
//! lines, can point at the Python source a kernel came from.
//!
//! Triton prints most locations through aliases: an instruction ends with
//! `loc(#loc12)` and the file ends with `#loc12 = loc("x"(#loc5))`. Both are kept as
//! written, aliases included, so a module prints back exactly as it was read:
//!
//! | text | [`LocData`] |
//! |---|---|
//! | `loc(unknown)` | `Unknown` |
//! | `loc("kernels.py":12:5)` | `FileLineCol` |
//! | `loc("offs"(#loc3))` | `Name` with a child |
//! | `loc(callsite(#loc1 at #loc2))` | `CallSite` |
//! | `loc(fused[#loc1, #loc2])`, `loc(fused<"m">[...])` | `Fused` |
//! | `loc(#loc12)` | `Alias` |

use crate::entities::Loc;
use cranelift_entity::PrimaryMap;

/// A string of the location table (a file name, a name, an alias name), stored in
/// one buffer so that reading a file's locations allocates once, not per string.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Str {
    start: u32,
    len: u32,
}

/// One location.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum LocData {
    /// `unknown`.
    Unknown,
    /// `"file":line:col`.
    FileLineCol {
        /// The file name, unescaped.
        file: Str,
        /// The line, from 1.
        line: u32,
        /// The column, from 1.
        col: u32,
    },
    /// `"name"` or `"name"(child)`: a name given to a value (Triton's variable names).
    Name {
        /// The name.
        name: Str,
        /// The location it names.
        child: Option<Loc>,
    },
    /// `callsite(callee at caller)`: code inlined from `callee`, called at `caller`.
    CallSite {
        /// Where the inlined code is.
        callee: Loc,
        /// Where it was called.
        caller: Loc,
    },
    /// `fused[...]` or `fused<"metadata">[...]`.
    Fused {
        /// The metadata string, if any.
        metadata: Option<Str>,
        /// The fused locations.
        locs: Vec<Loc>,
    },
    /// `#locN`: a reference to the alias at this index of [`Locations::aliases`].
    Alias(u32),
}

/// A named location alias, `#loc12 = loc(...)`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LocAlias {
    /// The name without `#`: `loc12`.
    pub name: Str,
    /// What it stands for; `None` only while a parser has seen a use but not the
    /// definition.
    pub def: Option<Loc>,
    /// Whether the definition is printed before the module (Triton prints the
    /// aliases that function arguments use there) rather than after it.
    pub before_module: bool,
}

/// The module's table of locations and location aliases.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Locations {
    data: PrimaryMap<Loc, LocData>,
    /// The text of every [`Str`].
    strings: String,
    /// The aliases, in the order they are printed.
    pub aliases: Vec<LocAlias>,
}

/// The resolved position of a location in a source file.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct FileLineCol<'a> {
    /// The file.
    pub file: &'a str,
    /// The line.
    pub line: u32,
    /// The column.
    pub col: u32,
}

impl Locations {
    /// An empty table with room for `n` locations.
    pub fn with_capacity(n: usize) -> Self {
        Locations {
            data: PrimaryMap::with_capacity(n),
            strings: String::with_capacity(n * 8),
            aliases: Vec::with_capacity(n / 2),
        }
    }

    /// Stores a string.
    pub fn intern(&mut self, s: &str) -> Str {
        let start = self.strings.len() as u32;
        self.strings.push_str(s);
        Str {
            start,
            len: s.len() as u32,
        }
    }

    /// The text of a stored string (empty for a handle of another table).
    pub fn str(&self, s: Str) -> &str {
        let end = s.start as usize + s.len as usize;
        self.strings.get(s.start as usize..end).unwrap_or("")
    }

    /// Adds a location.
    pub fn push(&mut self, data: LocData) -> Loc {
        self.data.push(data)
    }

    /// What `loc` is.
    pub fn data(&self, loc: Loc) -> &LocData {
        &self.data[loc]
    }

    /// Every location with its data, in creation order.
    pub fn iter(&self) -> impl Iterator<Item = (Loc, &LocData)> {
        self.data.iter()
    }

    /// Whether `loc` belongs to this table.
    pub fn is_valid(&self, loc: Loc) -> bool {
        self.data.is_valid(loc)
    }

    /// The index of the alias called `name`, if there is one.
    pub fn alias_index(&self, name: &str) -> Option<u32> {
        self.aliases
            .iter()
            .position(|a| self.str(a.name) == name)
            .map(|i| i as u32)
    }

    /// Puts the aliases in a new order: `order[i]` is the old index of the alias that
    /// becomes number `i` (`order` names each alias once). References are
    /// renumbered to match.
    pub fn reorder_aliases(&mut self, order: &[u32]) {
        let mut new_index = vec![0u32; order.len()];
        for (new, &old) in order.iter().enumerate() {
            new_index[old as usize] = new as u32;
        }
        for (_, data) in self.data.iter_mut() {
            if let LocData::Alias(i) = data {
                *i = new_index[*i as usize];
            }
        }
        // In place, without a second list: swap each alias to its new index until
        // the one at `i` belongs there. Every swap puts one alias in its final
        // place, so a permutation takes fewer than `n` swaps; the bound only keeps
        // an `order` that is not one from looping.
        let n = new_index.len().min(self.aliases.len());
        let mut swaps = 0;
        for i in 0..n {
            while new_index[i] as usize != i && swaps < n {
                let j = new_index[i] as usize;
                self.aliases.swap(i, j);
                new_index.swap(i, j);
                swaps += 1;
            }
        }
    }

    /// The file position `loc` points at: through aliases and names, and to the
    /// caller of an inlined call site (the line the user wrote).
    pub fn resolve(&self, loc: Loc) -> Option<FileLineCol<'_>> {
        self.resolve_depth(loc, 0)
    }

    fn resolve_depth(&self, loc: Loc, depth: u32) -> Option<FileLineCol<'_>> {
        // Aliases can only refer to aliases defined earlier in a well-formed file, but
        // the depth bound keeps a malformed cycle from recursing forever.
        if depth > 64 {
            return None;
        }
        match &self.data[loc] {
            LocData::Unknown => None,
            LocData::FileLineCol { file, line, col } => Some(FileLineCol {
                file: self.str(*file),
                line: *line,
                col: *col,
            }),
            LocData::Name { child, .. } => self.resolve_depth((*child)?, depth + 1),
            LocData::CallSite { caller, .. } => self.resolve_depth(*caller, depth + 1),
            LocData::Fused { locs, .. } => {
                locs.iter().find_map(|&l| self.resolve_depth(l, depth + 1))
            }
            LocData::Alias(index) => {
                let def = self.aliases.get(*index as usize)?.def?;
                self.resolve_depth(def, depth + 1)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn resolve_follows_aliases_names_and_callers() {
        let mut locs = Locations::default();
        let (k, std, loc1, x) = (
            locs.intern("k.py"),
            locs.intern("std.py"),
            locs.intern("loc1"),
            locs.intern("x"),
        );
        let file = locs.push(LocData::FileLineCol {
            file: k,
            line: 3,
            col: 7,
        });
        let callee = locs.push(LocData::FileLineCol {
            file: std,
            line: 40,
            col: 1,
        });
        locs.aliases.push(LocAlias {
            name: loc1,
            def: Some(file),
            before_module: false,
        });
        let alias = locs.push(LocData::Alias(0));
        let named = locs.push(LocData::Name {
            name: x,
            child: Some(alias),
        });
        let call = locs.push(LocData::CallSite {
            callee,
            caller: named,
        });
        let pos = locs.resolve(call).unwrap();
        assert_eq!((pos.file, pos.line, pos.col), ("k.py", 3, 7));
        let unknown = locs.push(LocData::Unknown);
        assert_eq!(locs.resolve(unknown), None);
    }
}
