import fs from 'node:fs';
import path from 'node:path';
import { countLabel, createIconSearch, queryTerms, searchKey, splitWords, termAlternatives } from './search';
import { groupIconNames, themeBit } from './themes';

describe('splitWords', () => {
  it.each([
    ['Delete', ['Delete']],
    ['DeleteForever', ['Delete', 'Forever']],
    ['Wifi1BarLock', ['Wifi', '1', 'Bar', 'Lock']],
    ['ThreeDRotation', ['Three', 'D', 'Rotation']],
    ['AddAPhoto', ['Add', 'A', 'Photo']],
    ['Battery20', ['Battery', '20']],
    ['GitHub', ['Git', 'Hub']],
    ['TenMp', ['Ten', 'Mp']],
  ])('%s', (name, words) => {
    expect(splitWords(name)).toEqual(words);
  });
});

describe('search keys and queries', () => {
  it('runs the lowercase words together and remembers where each starts', () => {
    expect(searchKey('ArrowDropDown')).toEqual({ text: 'arrowdropdown', starts: [0, 5, 9] });
  });

  it('splits a query on spaces and punctuation, lowercased', () => {
    expect(queryTerms('  Delete_forever ')).toEqual(['delete', 'forever']);
    expect(queryTerms('arrow-back')).toEqual(['arrow', 'back']);
    expect(queryTerms('   ')).toEqual([]);
  });

  it('expands synonyms, also from their third typed letter', () => {
    const synonyms = { trash: ['delete'], cart: ['shoppingcart'] };
    expect(termAlternatives('trash', synonyms)).toEqual(['trash', 'delete']);
    expect(termAlternatives('tra', synonyms)).toEqual(['tra', 'delete']);
    expect(termAlternatives('tr', synonyms)).toEqual(['tr']);
    expect(termAlternatives('trashes', synonyms)).toEqual(['trashes']);
  });
});

describe('countLabel', () => {
  it('formats the count with a thousands separator and the right noun', () => {
    expect(countLabel(2134)).toBe('2,134 icons');
    expect(countLabel(1)).toBe('1 icon');
    expect(countLabel(0)).toBe('0 icons');
  });
});

describe('createIconSearch', () => {
  const names = [
    'AddShoppingCart',
    'ArrowDropDown',
    'AutoDelete',
    'Delete',
    'DeleteForever',
    'DeleteOutline',
    'FolderDelete',
    'GitHub',
    'Home',
    'ShoppingCart',
  ];
  const search = createIconSearch(names, { trash: ['delete'], cart: ['shoppingcart'] });
  const run = (query: string, include?: (index: number) => boolean) =>
    search.filter(query, include).map((index) => names[index]);

  it('returns every name, in order, for an empty query', () => {
    expect(run('')).toEqual(names);
    expect(search.size).toBe(names.length);
  });

  it('matches word starts, case-insensitively, exact name first, then prefixes', () => {
    expect(run('delete')).toEqual(['Delete', 'DeleteForever', 'DeleteOutline', 'AutoDelete', 'FolderDelete']);
    expect(run('DELETE')).toEqual(run('delete'));
    expect(run('del')).toEqual(['Delete', 'DeleteForever', 'DeleteOutline', 'AutoDelete', 'FolderDelete']);
  });

  it('does not match inside a word', () => {
    expect(run('elete')).toEqual([]);
    expect(run('rop')).toEqual([]);
  });

  it('matches several terms in any order, and words run together', () => {
    expect(run('forever delete')).toEqual(['DeleteForever']);
    expect(run('drop down')).toEqual(['ArrowDropDown']);
    expect(run('dropdown')).toEqual(['ArrowDropDown']);
    expect(run('github')).toEqual(['GitHub']);
    expect(run('DeleteForever')).toEqual(['DeleteForever']);
  });

  it('finds icons by synonym, the synonym target ranked first', () => {
    expect(run('trash')).toEqual(['Delete', 'DeleteForever', 'DeleteOutline', 'AutoDelete', 'FolderDelete']);
    expect(run('cart')).toEqual(['ShoppingCart', 'AddShoppingCart']);
  });

  it('narrows the candidates with include', () => {
    expect(run('delete', (index) => names[index] !== 'Delete')).toEqual([
      'DeleteForever',
      'DeleteOutline',
      'AutoDelete',
      'FolderDelete',
    ]);
    expect(run('', (index) => index < 2)).toEqual(['AddShoppingCart', 'ArrowDropDown']);
  });
});

describe('on the installed @mui/icons-material', () => {
  const index = fs.readFileSync(
    path.resolve(__dirname, '../../../node_modules/@mui/icons-material/esm/index.js'),
    'utf8',
  );
  const groups = groupIconNames([...index.matchAll(/export \{ default as (\w+) \}/g)].map((match) => match[1]));
  const bases = groups.map((group) => group.base);
  const filled = themeBit('Filled');
  const masks = groups.map((group) => (group.exports.Filled ? filled : 0));

  it('finds the icons readers look for', () => {
    const search = createIconSearch(bases);
    const first = (query: string) => bases[search.filter(query)[0]];
    expect(first('delete')).toBe('Delete');
    expect(first('trash')).toBe('Delete');
    expect(first('gear')).toBe('Settings');
    expect(first('house')).toBe('Home');
    expect(first('magnifier')).toBe('Search');
    expect(first('heart')).toBe('Favorite');
    expect(first('pencil')).toBe('Edit');
    expect(first('cart')).toBe('ShoppingCart');
    expect(search.filter('delete').length).toBeLessThan(search.filter('').length);
  });

  // Timed in this process's CPU time, not wall time: other processes on a loaded CI machine take the
  // CPU from the test, not from a reader's keystroke.
  it('filters the full list in well under 50 ms per keystroke', () => {
    const cpuMs = (work: () => void) => {
      const start = process.cpuUsage();
      work();
      const { user, system } = process.cpuUsage(start);
      return (user + system) / 1000;
    };
    let search!: ReturnType<typeof createIconSearch>;
    const setup = cpuMs(() => {
      search = createIconSearch(bases);
    });
    const typed = ['delete', 'arrow back', 'shopping cart', 'trash', 'wifi 1 bar', 'zzz', 'settings', 'a'];
    const timings: number[] = [];
    for (const word of typed) {
      for (let length = 1; length <= word.length; length += 1) {
        timings.push(cpuMs(() => search.filter(word.slice(0, length), (i) => (masks[i] & filled) !== 0)));
      }
      // Deleting back to an empty field returns the whole list.
      let all: unknown[] = [];
      timings.push(
        cpuMs(() => {
          all = search.filter('', (i) => (masks[i] & filled) !== 0);
        }),
      );
      expect(all).toHaveLength(groups.filter((g) => g.exports.Filled).length);
    }
    timings.sort((a, b) => a - b);
    expect(setup).toBeLessThan(200);
    expect(timings[Math.floor(timings.length / 2)]).toBeLessThan(10);
    expect(timings[timings.length - 1]).toBeLessThan(50);
  });
});
