#define _GNU_SOURCE
#include <math.h>
#include "FilletCMath.h"

void fillet_sincos(double angle, double *sine, double *cosine) {
#if defined(__GLIBC__)
    sincos(angle, sine, cosine);
#else
    *sine = sin(angle);
    *cosine = cos(angle);
#endif
}
