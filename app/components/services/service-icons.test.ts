import { describe, expect, it } from 'vitest'
import { industries, serviceKeys } from '../../lib/catalog/catalog-keys.ts'
import { industryIcons, serviceIcons } from './service-icons.ts'

describe('service and industry icons', () => {
  it('give each of the services and industries an icon of its own', () => {
    expect(Object.keys(serviceIcons).sort()).toEqual([...serviceKeys].sort())
    expect(Object.keys(industryIcons).sort()).toEqual([...industries].sort())
    const icons = [...Object.values(serviceIcons), ...Object.values(industryIcons)]
    expect(new Set(icons).size).toBe(icons.length)
  })
})
