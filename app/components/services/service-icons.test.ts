import { describe, expect, it } from 'vitest'
import { industries, serviceSlugs } from '../../content/types'
import { industryIcons, serviceIcons } from './service-icons'

describe('service and industry icons', () => {
  it('give each of the services and industries an icon of its own', () => {
    expect(Object.keys(serviceIcons).sort()).toEqual([...serviceSlugs].sort())
    expect(Object.keys(industryIcons).sort()).toEqual([...industries].sort())
    const icons = [...Object.values(serviceIcons), ...Object.values(industryIcons)]
    expect(new Set(icons).size).toBe(icons.length)
  })
})
