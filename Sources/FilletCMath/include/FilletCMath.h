#ifndef FILLET_CMATH_H
#define FILLET_CMATH_H

/// Sine and cosine of `angle` in one call: glibc's `sincos`, a GNU extension that Swift's Glibc
/// module does not export (elsewhere, `sin` and `cos`). Same values as `sin` and `cos`, bit for bit.
void fillet_sincos(double angle, double *sine, double *cosine);

#endif
