//! The hardware register of each register the allocation uses, and their
//! names as the writer prints them.

use crate::assignment::{Assignment, Reg};
use crate::hazard::Regs;
use crate::insts::{
    push_short, reg_bounds, reg_name, write_reg_name, Part, N_WINDOWS, SCRATCH_V32, SGPR64,
    WINDOW_BASE,
};
use regalloc2::RegClass;

/// The hardware register of each allocated register: the allocators spread
/// their choices over the registers of a class, so the writer renumbers them
/// densely (`v0` stays `v0`, windows stay four consecutive registers at a
/// multiple of four, pairs stay even).
pub struct RegMap {
    v32: [u32; Reg::PER_CLASS],
    v64: [u32; Reg::PER_CLASS],
    s64: [u32; Reg::PER_CLASS],
    /// One more than the highest VGPR used.
    pub next_vgpr: u32,
    /// One more than the highest SGPR used.
    pub next_sgpr: u32,
    /// The names of the used registers' parts ([`Names`]).
    names: Names,
}

/// The names of the parts of every register the allocation uses (whole,
/// low and high half: the writer prints one or more per operand), each
/// written once per kernel rather than once per operand.
struct Names {
    text: String,
    /// Per register (by [`Reg::index`], its class and number in
    /// one, so a lookup decodes neither) and part (whole, low, high): where
    /// its name is in `text`, and its length (0: not used, so not written).
    spans: Vec<[(u16, u8); 3]>,
}

impl Names {
    const PARTS: [Part; 3] = [Part::Whole, Part::Lo, Part::Hi];

    fn new() -> Names {
        Names {
            text: String::new(),
            spans: Vec::new(),
        }
    }

    /// Writes the names of register `k` of `class`, hardware register `hw`.
    fn add(&mut self, class: RegClass, k: usize, hw: u32) {
        for (i, part) in Names::PARTS.into_iter().enumerate() {
            // Past 64 KiB of names (more than all registers' take), a
            // name is not kept: it is written each time.
            let Ok(at) = u16::try_from(self.text.len()) else {
                return;
            };
            write_reg_name(&mut self.text, class, hw, part);
            let r = Reg::new(k, class).index();
            if self.spans.len() <= r {
                self.spans.resize(r + 1, [(0, 0); 3]);
            }
            self.spans[r][i] = (at, (self.text.len() - usize::from(at)) as u8);
        }
    }

    /// The name of `part` of `preg`, if written.
    fn get(&self, preg: Reg, part: Part) -> Option<&str> {
        let i = match part {
            Part::Whole => 0,
            Part::Lo => 1,
            Part::Hi => 2,
            Part::Tuple(_) => return None,
        };
        let (at, n) = *self.spans.get(preg.index())?.get(i)?;
        (n > 0).then(|| &self.text[usize::from(at)..usize::from(at) + usize::from(n)])
    }
}

impl RegMap {
    /// The map for the registers `out` uses.
    pub fn new(out: &Assignment, sgpr_base: u32) -> RegMap {
        let used = used(out);
        let mut map = RegMap::numbered(&used, sgpr_base);
        map.names
            .text
            .reserve(3 * 8 * used.iter().flatten().filter(|&&u| u).count());
        for class in [RegClass::Float, RegClass::Vector, RegClass::Int] {
            for (k, _) in used[class as usize].iter().enumerate().filter(|(_, &u)| u) {
                map.names.add(class, k, map.hw(Reg::new(k, class)));
            }
        }
        map
    }

    /// The hardware registers of the `used` ones, without their names.
    fn numbered(used: &Used, sgpr_base: u32) -> RegMap {
        let mut map = RegMap {
            v32: [0; Reg::PER_CLASS],
            v64: [0; Reg::PER_CLASS],
            s64: [0; Reg::PER_CLASS],
            next_vgpr: 1,
            next_sgpr: sgpr_base,
            names: Names::new(),
        };
        // Hardware VGPRs: more than a kernel may have, for an assignment
        // that is measured here to find it takes too many.
        let mut taken = [false; 4 * Reg::PER_CLASS];
        taken[0] = true;
        let f = &used[RegClass::Float as usize];
        let mut pos = 4;
        for w in 0..N_WINDOWS {
            let base = (WINDOW_BASE + 4 * w) as usize;
            if f[base..base + 4].iter().any(|&u| u) {
                for i in 0..4 {
                    map.v32[base + i] = pos + i as u32;
                    taken[pos as usize + i] = true;
                }
                pos += 4;
            }
        }
        let windows = WINDOW_BASE as usize..(WINDOW_BASE + 4 * N_WINDOWS) as usize;
        // Positions are only taken, never given back: the first free one is
        // found on from the last (not from `v0` for every register).
        let mut first_free = 0;
        for (k, _) in f.iter().enumerate().skip(1).filter(|(_, &u)| u) {
            if !windows.contains(&k) {
                while taken[first_free] {
                    first_free += 1;
                }
                taken[first_free] = true;
                map.v32[k] = first_free as u32;
            }
        }
        let mut next = taken[..first_free.max(pos as usize) + 1]
            .iter()
            .rposition(|&t| t)
            .unwrap_or(0) as u32
            + 1;
        next = next.next_multiple_of(2);
        for (k, _) in used[RegClass::Vector as usize]
            .iter()
            .enumerate()
            .filter(|(_, &u)| u)
        {
            map.v64[k] = next;
            next += 2;
        }
        map.next_vgpr = next;
        for (k, _) in used[RegClass::Int as usize]
            .iter()
            .enumerate()
            .filter(|(_, &u)| u)
        {
            map.s64[k] = map.next_sgpr;
            map.next_sgpr += 2;
        }
        map
    }

    /// Register `k` of `class` is hardware register `hw` (tests).
    #[cfg(test)]
    pub fn set(&mut self, class: RegClass, k: usize, hw: u32) {
        match class {
            RegClass::Float => self.v32[k] = hw,
            RegClass::Vector => self.v64[k] = hw,
            RegClass::Int => self.s64[k] = hw,
        }
        self.names.add(class, k, hw);
    }

    /// The name of (a part of) `preg`.
    pub fn name(&self, preg: Reg, part: Part) -> String {
        reg_name(preg.class(), self.hw(preg), part)
    }

    /// [`RegMap::name`], appended to `out` (the writer's hot path: a copy
    /// of the name written once per kernel).
    pub fn write_name(&self, out: &mut String, preg: Reg, part: Part) {
        match self.names.get(preg, part) {
            Some(name) => push_short(out, name),
            None => write_reg_name(out, preg.class(), self.hw(preg), part),
        }
    }

    /// The hardware registers (a part of) `preg` names, as the hazard pass
    /// reads them from its name.
    pub fn regs(&self, preg: Reg, part: Part) -> Regs {
        let class = preg.class();
        let (lo, hi) = reg_bounds(class, self.hw(preg), part);
        Regs {
            file: if class == SGPR64 { b's' } else { b'v' },
            lo,
            hi: hi.unwrap_or(lo) + 1,
        }
    }

    fn hw(&self, preg: Reg) -> u32 {
        let k = preg.hw_enc();
        match preg.class() {
            RegClass::Float => self.v32[k],
            RegClass::Vector => self.v64[k],
            RegClass::Int => self.s64[k],
        }
    }
}

/// Per class and register number, whether an assignment uses it (as far
/// as the numbers it uses reach; the 32-bit class past the windows).
type Used = [Vec<bool>; 3];

/// The registers `out` uses: its operands' and its moves' (and the VGPR
/// scratch register, which a lane mask's spill goes through).
fn used(out: &Assignment) -> Used {
    let mut used: Used = [vec![false; 0], vec![false; 64], vec![false; 0]];
    let mut mark = |r: Reg| {
        let class = &mut used[r.class() as usize];
        if class.len() <= r.hw_enc() {
            class.resize(r.hw_enc() + 1, false);
        }
        class[r.hw_enc()] = true;
    };
    out.regs.iter().for_each(|&r| mark(r));
    let mut mask_spills = false;
    for &(_, from, to) in &out.moves {
        from.as_reg()
            .into_iter()
            .chain(to.as_reg())
            .for_each(&mut mark);
        let mask = from.as_reg().or(to.as_reg()).map(|p| p.class()) == Some(RegClass::Int);
        mask_spills |= mask && (from.is_slot() || to.is_slot());
    }
    if mask_spills {
        used[RegClass::Float as usize][SCRATCH_V32 as usize] = true;
    }
    used
}

/// The hardware VGPRs an assignment takes (`v0` up to the last it names).
pub fn vgprs_needed(out: &Assignment) -> u32 {
    RegMap::numbered(&used(out), 0).next_vgpr
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::insts::{SGPR64, VGPR32, VGPR64};

    #[test]
    fn names_as_written() {
        let mut map = RegMap::new(&Assignment::default(), 16);
        map.set(VGPR64, 2, 68);
        map.set(SGPR64, 0, 16);
        map.set(VGPR32, 5, 7);
        let name = |p: Reg, part: Part| {
            let mut s = String::new();
            map.write_name(&mut s, p, part);
            assert_eq!(s, map.name(p, part));
            s
        };
        assert_eq!(name(Reg::new(2, VGPR64), Part::Whole), "v[68:69]");
        assert_eq!(name(Reg::new(2, VGPR64), Part::Lo), "v68");
        assert_eq!(name(Reg::new(2, VGPR64), Part::Hi), "v69");
        assert_eq!(name(Reg::new(2, VGPR64), Part::Tuple(4)), "v[68:71]");
        assert_eq!(name(Reg::new(0, SGPR64), Part::Whole), "s[16:17]");
        assert_eq!(name(Reg::new(5, VGPR32), Part::Whole), "v7");
        // Not used: named without the cache.
        assert_eq!(name(Reg::new(6, VGPR32), Part::Whole), "v0");
        // The registers of each name, as the hazard pass reads them.
        let p = Reg::new(2, VGPR64);
        for part in [
            Part::Whole,
            Part::Lo,
            Part::Hi,
            Part::Tuple(4),
            Part::Tuple(1),
        ] {
            let r = map.regs(p, part);
            assert_eq!(crate::hazard::regs_of(&name(p, part)), Some(r), "{part:?}");
        }
        let s = Reg::new(0, SGPR64);
        assert_eq!(
            crate::hazard::regs_of("s[16:17]"),
            Some(map.regs(s, Part::Whole))
        );
        assert_eq!(crate::hazard::regs_of("s17"), Some(map.regs(s, Part::Hi)));
    }
}
