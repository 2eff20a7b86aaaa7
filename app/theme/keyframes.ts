import { defineKeyframes } from '@pandacss/dev'

// Every animation that uses these sets `_motionReduce` in its recipe.
export const keyframes = defineKeyframes({
  spin: { to: { transform: 'rotate(360deg)' } },
  fadeIn: { from: { opacity: '0' }, to: { opacity: '1' } },
  fadeOut: { from: { opacity: '1' }, to: { opacity: '0' } },
  scaleIn: { from: { opacity: '0', transform: 'scale(0.96)' }, to: { opacity: '1', transform: 'scale(1)' } },
  scaleOut: { from: { opacity: '1', transform: 'scale(1)' }, to: { opacity: '0', transform: 'scale(0.96)' } },
  slideInEnd: { from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } },
  slideOutEnd: { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(100%)' } },
  slideInStart: { from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } },
  slideOutStart: { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-100%)' } },
  // Ark sets --height on collapsible content (accordion).
  expandHeight: { from: { height: '0' }, to: { height: 'var(--height)' } },
  collapseHeight: { from: { height: 'var(--height)' }, to: { height: '0' } },
})
