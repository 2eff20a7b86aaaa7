import { describe, expect, it } from 'vitest'
import { NO_AGENT_FOR_POST_MESSAGE } from '#shared/schemas/admin-blog.ts'
import { HttpError } from '#worker/lib/http-error.ts'
import { chooseAuthor } from './admin-blog'

// The author of a new admin post. The linked-agent and oldest-agent cases run
// against the database in tests/integration/admin-blog.test.ts; a database without any agent
// cannot be made there (other files share it), so the refusal is checked here.
describe('chooseAuthor', () => {
  it('prefers the agent linked to the signed-in user', () => {
    expect(chooseAuthor({ id: 'linked' }, { id: 'oldest' })).toBe('linked')
  })
  it('falls back to the oldest agent', () => {
    expect(chooseAuthor(undefined, { id: 'oldest' })).toBe('oldest')
  })
  it("refuses with the spec's message (409) when there is no agent at all", () => {
    let thrown: unknown
    try {
      chooseAuthor(undefined, undefined)
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(HttpError)
    expect((thrown as HttpError).status).toBe(409)
    expect((thrown as HttpError).message).toBe(NO_AGENT_FOR_POST_MESSAGE)
  })
})
