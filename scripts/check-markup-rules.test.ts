// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the fixtures are source code, whose template literals are what the check reads
import { describe, expect, it } from 'vitest'
import {
  assembledClassProblems,
  clientAddressProblems,
  INLINE_STYLE_ALLOWED,
  inlineScriptProblems,
  inlineStyleProblems,
  markupProblems,
  ROUTE_SHELL_EXCEPTIONS,
  routeShellProblems,
} from './check-markup-rules.ts'

describe('check-markup-rules', () => {
  it('holds for this repository', () => {
    expect(markupProblems(process.cwd())).toEqual([])
  })

  describe('an inline script', () => {
    it('fails without data-astro-exec, naming the file, the line, the rule and the fix', () => {
      const page = '---\n---\n<Page>\n  <script is:inline set:html={CODE} />\n</Page>\n'
      expect(inlineScriptProblems('app/routes/book.astro', page)).toEqual([
        expect.stringMatching(
          /^app\/routes\/book\.astro:4: an inline script without data-astro-exec \(rule: the client router runs it again.*Fix: mark it data-astro-exec=""/,
        ),
      ])
    })

    it('passes when marked, when it loads a file, or when it is data', () => {
      const page = [
        '<script is:inline data-astro-exec="" set:html={CODE} />',
        '<script is:inline src="/consent-init.js" defer></script>',
        '<script is:inline type="application/ld+json" set:html={json} />',
      ].join('\n')
      expect(inlineScriptProblems('app/layouts/page.astro', page)).toEqual([])
    })

    it("is any script with an attribute in an .astro file (Astro bundles only a bare <script>), and every script in React's markup", () => {
      expect(
        inlineScriptProblems('app/layouts/page.astro', '<script>\n  import "../browser/frame.ts"\n</script>'),
      ).toEqual([])
      expect(inlineScriptProblems('app/layouts/page.astro', '<script type="module">run()</script>')).toHaveLength(1)
      expect(
        inlineScriptProblems('app/components/x.tsx', '<script dangerouslySetInnerHTML={{ __html: code }} />'),
      ).toHaveLength(1)
    })
  })

  describe('a class name assembled in code', () => {
    it('fails when a value starts it, naming the name and the fix', () => {
      const code = 'return <li className={`tier ${size}-card`} />'
      expect(assembledClassProblems('app/components/tiers.tsx', code)).toEqual([
        expect.stringMatching(
          /^app\/components\/tiers\.tsx:1: the class name `\$\{size\}-card` starts with a value.*Fix: put the fixed part first/,
        ),
      ])
      expect(assembledClassProblems('app/browser/menu.ts', 'el.classList.toggle(`${state}-open`, on)')).toHaveLength(1)
      expect(assembledClassProblems('app/browser/menu.ts', "el.setAttribute('class', `${kind}box`)")).toHaveLength(1)
    })

    it('passes when the fixed part comes first, or the value is a whole name', () => {
      const code = [
        'className={`toast toast-${variant}`}',
        'className={`lang-single ${className}`}',
        'el.classList.add(`calc-${level}`)',
        'const id = `${field}-error`',
      ].join('\n')
      expect(assembledClassProblems('app/components/ok.tsx', code)).toEqual([])
    })
  })

  describe('a route shell', () => {
    it("fails when it calls its view's load itself, naming the line and the fix", () => {
      const shell = "---\nimport View, { load } from '../views/about.tsx'\nconst loaded = load(routeArgs(Astro))\n---\n"
      expect(routeShellProblems('app/routes/about.astro', shell)).toEqual([
        expect.stringMatching(
          /^app\/routes\/about\.astro:3: the route calls its view's load itself.*Fix: const loaded = loadRoute\(Astro, load/,
        ),
      ])
    })

    it('fails when it renders a page without loadRoute, as the error pages once did', () => {
      const shell = [
        '---',
        "const { page, head } = errorPage(routeArgs(Astro), 'notFound')",
        '---',
        '<Page page={page} head={head}><NotFoundView page={page} /></Page>',
      ].join('\n')
      expect(routeShellProblems('app/routes/not-found.astro', shell)).toEqual([
        expect.stringMatching(
          /^app\/routes\/not-found\.astro:4: the route renders a page without loadRoute.*Fix: give the view a load/,
        ),
      ])
    })

    it('fails when it reads Astro.url itself, naming the line and the fix', () => {
      const shell = [
        '---',
        'const result = await formPost(Astro, () => submit(Astro.request, Astro.url, Astro.locals), reply)',
        'const loaded = loadRoute(Astro, load, result)',
        '---',
      ].join('\n')
      expect(routeShellProblems('app/routes/contact.astro', shell)).toEqual([
        expect.stringMatching(
          /^app\/routes\/contact\.astro:2: the route reads Astro.url itself.*Fix: routeArgs\(Astro\)\.url/,
        ),
      ])
    })

    it('lets the editor preview, and only it, render a page without loadRoute, each exception with its reason', () => {
      const shell =
        '---\nconst target = await previewTarget(Astro.url, Astro.request, storage)\n---\n<Page page={page} head={head} />'
      expect(routeShellProblems('app/routes/editor-preview.astro', shell)).toEqual([])
      expect(routeShellProblems('app/routes/about.astro', shell)).toHaveLength(2)
      for (const reason of Object.values(ROUTE_SHELL_EXCEPTIONS)) expect(reason.length).toBeGreaterThan(40)
    })

    it('fails when a hydrated island gets a page built by hand', () => {
      const shell = [
        '---',
        'const loaded = loadRoute(Astro, load)',
        '---',
        '<CalculatorIsland',
        '  client:shown',
        '  page={{ lang: page.lang, path: page.path, frame: {}, messages: props.messages }}',
        '/>',
      ].join('\n')
      expect(routeShellProblems('app/routes/calculator.astro', shell)).toEqual([
        expect.stringMatching(
          /^app\/routes\/calculator\.astro:4: the island <CalculatorIsland> gets a page not made by islandPage.*Fix: page=\{islandPage\(/,
        ),
      ])
    })

    it('passes with loadRoute and islandPage, and with the whole page where nothing is hydrated', () => {
      const shell = [
        '---',
        'const loaded = await loadRoute(Astro, load, answer)',
        '---',
        '<VoiceDemoIsland client:visible page={islandPage(page, props.messages)} agentId={props.agentId} />',
        '<VoiceDemoIsland page={page} agentId={null}><SampleDemo page={page} /></VoiceDemoIsland>',
        "<ContactIsland client:interaction page={islandPage(page, props.messages, ['company'])} {...props.island} />",
      ].join('\n')
      expect(routeShellProblems('app/routes/ai.astro', shell)).toEqual([])
    })
  })

  describe('a style attribute', () => {
    it('fails in markup, JSX and createElement outside the allow-list, naming the file, the line, the rule and the fix', () => {
      const component = [
        'export const Slide = ({ x }) => (',
        '  <div style={{ transform: `translateX(${x}px)` }}>',
        `    {createElement('p', { style: { color: 'red' } })}`,
        '  </div>',
        ')',
        'const frame = `<iframe style="display:none"></iframe>`',
        "el.setAttribute('style', 'opacity: 0')",
      ].join('\n')
      const problems = inlineStyleProblems('app/components/frame/slide.tsx', component)
      expect(problems.map((line) => line.split(': ')[0])).toEqual([
        'app/components/frame/slide.tsx:2',
        'app/components/frame/slide.tsx:3',
        'app/components/frame/slide.tsx:6',
        'app/components/frame/slide.tsx:7',
      ])
      expect(problems[0]).toMatch(
        /a style attribute \(rule: the site's policy allows no inline style.*Fix: a class in the component's sheet/,
      )
    })

    it("passes for the element's CSSOM style, a number format's style and the allowed files", () => {
      const script = "el.style.transform = 'none'\nnumberFormat(lang, { style: 'currency' })"
      expect(inlineStyleProblems('app/components/frame/toaster.tsx', script)).toEqual([])
      expect(inlineStyleProblems('app/components/editor/preview.tsx', '<p style={{ margin: 0 }} />')).toEqual([])
      expect(inlineStyleProblems('app/backend/leads/lead-mail.server.ts', '<p style="white-space:pre-wrap">')).toEqual(
        [],
      )
      for (const reason of Object.values(INLINE_STYLE_ALLOWED)) expect(reason.length).toBeGreaterThan(20)
    })
  })

  describe("the client's address", () => {
    it('fails when read through Astro.clientAddress, naming the rule and the fix', () => {
      const shell = '---\nconst ip = Astro.clientAddress\nsameForEveryVisitor(Astro)\n---'
      expect(clientAddressProblems('app/routes/blog.astro', shell)).toEqual([
        expect.stringMatching(
          /^app\/routes\/blog\.astro:2: Astro\.clientAddress \(rule: the client's address is read through requestInfo\(locals\).*Fix: requestInfo\(Astro\.locals\)/,
        ),
      ])
    })

    it('passes through requestInfo(locals)', () => {
      expect(clientAddressProblems('app/views/contact.server.ts', 'const info = requestInfo(locals)')).toEqual([])
    })
  })
})
