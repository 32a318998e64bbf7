import { describe, expect, it } from 'vitest'
import { sampleAiConversation } from '../ai/sample-ai-conversation.ts'
import { AiHandoverTranscript } from './ai-handover-transcript.tsx'
import { renderVisual } from './render-visual.tsx'

describe('AiHandoverTranscript', () => {
  for (const lang of ['en', 'pl'] as const) {
    const conversation = sampleAiConversation[lang]
    it(`${lang}: shows the sample conversation as lists, tagged as an example, with the handover summary`, () => {
      const html = renderVisual(AiHandoverTranscript, lang)
      expect(html).toMatch(
        lang === 'en'
          ? /<span class="sample-tag" title="[^"]*">Example<span class="sr-only">: A scripted conversation/
          : /<span class="sample-tag" title="[^"]*">Przykład<span class="sr-only">: Rozmowa przygotowana/,
      )
      // The turning point: why the customer called, the agent's last line, the consultant's first.
      const handoverAt = conversation.lines.findIndex((line) => line.speaker === 'consultant')
      const numbers = [...html.matchAll(/<li value="(\d+)"/g)].map((match) => Number(match[1]))
      expect(numbers).toEqual([
        conversation.lines.findIndex((line) => line.speaker === 'customer') + 1,
        handoverAt,
        handoverAt + 1,
      ])
      for (const item of conversation.summary) expect(html).toContain(`<dt>${item.label}</dt>`)
    })
  }

  it('puts the summary where the consultant takes over', () => {
    const html = renderVisual(AiHandoverTranscript, 'en')
    const summary = html.indexOf('handover-summary')
    expect(html.lastIndexOf('transcript-ai', summary)).toBeGreaterThan(0)
    expect(html.indexOf('transcript-consultant')).toBeGreaterThan(summary)
  })
})
