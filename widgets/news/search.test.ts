import { describe, expect, test } from 'vitest';
import { exampleNews } from './examples';
import { NEWS_PAGE_SIZE, newsText, searchNews } from './search';

const ids = (search: string, category: Parameters<typeof searchNews>[1]['category'] = 'all') =>
  searchNews(exampleNews, { search, category }).map((item) => item.id);

describe('newsText', () => {
  test.each([
    ['<p>Lift <strong>B</strong> &amp; stairs</p>', 'Lift B & stairs'],
    ['<p>Caf&eacute;? no: caf&#233; and caf&#xE9;</p>', 'Caf&eacute;? no: café and café'],
    ['<p>a<script>var strong = 1</script>b</p>', 'a b'],
    ['  <br>  ', ''],
  ])('%j reads %j', (html, text) => {
    expect(newsText(html)).toBe(text);
  });
});

describe('searchNews (spec 2 §5)', () => {
  test('a blank search and every category keep everything, in order', () => {
    expect(ids('   ')).toEqual(exampleNews.map((item) => item.id));
  });

  test('matches the title or the description, ignoring case, but not the markup', () => {
    expect(ids('water')).toEqual(['nws-riverside-water']);
    expect(ids('WaTeR')).toEqual(['nws-riverside-water']);
    expect(ids('weekdays')).toEqual(['nws-riverside-parcels']);
    expect(ids('strong')).toEqual([]);
    expect(ids('two weeks')).toEqual(['nws-riverside-lift']);
  });

  test('combines the category with the search', () => {
    expect(ids('', 'urgent')).toEqual(['nws-riverside-water', 'nws-elm-fire-alarm']);
    expect(ids('fire', 'urgent')).toEqual(['nws-elm-fire-alarm']);
    expect(ids('fire', 'standard')).toEqual([]);
  });

  test('pages are five items', () => {
    expect(NEWS_PAGE_SIZE).toBe(5);
  });
});
